/** react-router itself, under the name ./reactRouter.tsx imports it by (see ./index.ts). */
declare module '@lean-runtime/react-router' {
  export * from 'react-router';
}
