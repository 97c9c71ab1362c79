// The plugin ships no type declarations; it exports a Prettier plugin object.
declare module '@mysten/prettier-plugin-move' {
  import type {Plugin} from 'prettier';
  const plugin: Plugin;
  export = plugin;
}
