/**
 * Wraps @docusaurus/theme-classic 3.10.2's CodeBlock/Line (lib/theme/CodeBlock/Line/index.js)
 * in React.memo, so that a line whose props have not changed is not rendered again. The
 * stock CodeBlock/Content/String renders the whole block again when the word-wrap state
 * settles after mount (once on every block that scrolls sideways), and the stock
 * CodeBlock/Content then renders every line and token anew; with the stub `Highlight`
 * (plugins/patches/prism-stub/prismStub.ts) the lines and the two prop functions keep
 * their identity, so the lines are skipped. Lines with highlight classes get a new array
 * and render again, unchanged.
 */
import {memo, type ComponentType} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

export default memo(Line as ComponentType<Props>);
