/**
 * Wraps the stock DocItem to provide the card descriptions that plugins/patches/lean-docs passes
 * as a route prop to pages showing a DocCardList.
 */
import DocItem from '@theme-original/DocItem';
import {withCardDescriptions} from '@site/src/components/CardDescriptions';

export default withCardDescriptions(DocItem);
