/**
 * The Prism components loaded besides prism-react-renderer's defaults (which already
 * include JavaScript, TypeScript-in-JSX, Rust, GraphQL, YAML, JSON, Markdown…), and the
 * site's own Move grammar. Read by the build-time tokenizer and by the theme config.
 */
export const ADDITIONAL_LANGUAGES = ['rust', 'typescript', 'toml', 'bash', 'json'];
