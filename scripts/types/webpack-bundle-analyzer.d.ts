// The package ships no type declarations (@types/webpack-bundle-analyzer is not installed);
// plugins/bundle-report uses its plugin with these options.
declare module 'webpack-bundle-analyzer' {
  export interface BundleAnalyzerOptions {
    analyzerMode: 'server' | 'static' | 'json' | 'disabled';
    reportFilename?: string;
    openAnalyzer?: boolean;
    defaultSizes?: 'stat' | 'parsed' | 'gzip';
    logLevel?: 'info' | 'warn' | 'error' | 'silent';
  }
  export class BundleAnalyzerPlugin {
    constructor(options: BundleAnalyzerOptions);
    apply(compiler: unknown): void;
  }
}
