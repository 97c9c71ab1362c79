// The stock `@docusaurus/ComponentCreator`, under the alias that ./index.ts gives it once
// the stock name points at ./lazyComponentCreator.ts.
declare module '@lean-runtime/stock-component-creator' {
  export {default} from '@docusaurus/ComponentCreator';
}
