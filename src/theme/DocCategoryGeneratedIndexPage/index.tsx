/**
 * Wraps the stock generated-index page to provide the card descriptions that
 * plugins/patches/lean-docs puts on its route (the stock DocCard would look them up in the
 * list of every doc, which lean-docs leaves out).
 */
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import {withCardDescriptions} from '@site/src/components/CardDescriptions';

export default withCardDescriptions(DocCategoryGeneratedIndexPage);
