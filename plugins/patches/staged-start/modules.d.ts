// The modules ./stagedEntry.ts imports for their side effects (./index.ts aliases the first two).
declare module '@staged-start/docusaurus-app';
declare module '@staged-start/docusaurus-entry';
declare module 'react-dom/client';
