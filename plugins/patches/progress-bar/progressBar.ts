// The client module: theme-classic's bar styles, and ./routeProgress.ts.
import '@docusaurus/theme-classic/lib/nprogress.css';

export {default} from './routeProgress';
