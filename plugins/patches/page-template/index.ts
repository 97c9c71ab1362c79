/**
 * page-template: Docusaurus's page template with the scripts added once the page has
 * painted (./pageTemplate.ts, given to the `ssrTemplate` config option).
 * Upstream: @docusaurus/core 3.10.2 (lib/ssg/ssgTemplate.html.js, whose script loop it
 * replaces; tests/unit/page-template.test.ts checks the stock template still has it).
 * Gain: the search page's Lighthouse mobile LCP 1.95 s -> 1.80 s (stop 20); see npm run
 * bench:patches. Switch: SUI_DOCS_STOCK=page-template (Docusaurus's own template).
 */
export {pageTemplate, SCRIPT_LIST_ID, SCRIPT_LOADER, STOCK_SCRIPT_TAGS} from './pageTemplate';
