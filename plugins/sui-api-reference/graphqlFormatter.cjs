/**
 * The MDX formatter GraphQL-Markdown writes the GraphQL reference with (its `formatter`
 * option): its own Docusaurus formatter, except for the three pieces repeated on every
 * field. The stock ones are a `<Bullet />` and a `<Badge />` component (a React component
 * each, declared again at the top of every page) and a `<code style={{...}}>`: on the
 * Object type page that is 180 components and 219 inline styles. Here they are plain
 * elements with classes (styled in src/css/custom.css, `.gql-*`); the text is the same.
 */
const stock = require('@graphql-markdown/docusaurus/mdx');

/** The stock declaration keeps only SpecifiedBy (custom scalars' specification links). */
const mdxDeclaration = `
export const SpecifiedBy = (props) => <>Specification<a className="link gql-specified-by" target="_blank" href={props.url} title={'Specified by ' + props.url}>⎘</a></>

`;

/** `{text, classname}` -> a badge; the classes are the stock ones (Infima's badge). */
function formatMDXBadge({text, classname}) {
  const variant = typeof classname === 'string' ? ` badge--${classname.toLowerCase()}` : '';
  return `<span className="badge badge--secondary${variant}">${text}</span>`;
}

function formatMDXBullet(text = '') {
  return `<span className="gql-bullet">&nbsp;●&nbsp;</span>${text}`;
}

const STOCK_NAME_CODE = "<code style={{ fontWeight: 'normal' }}>";

/** `Parent.<b>name</b>` in code, in the weight of the text around it (the stock markup, escaped by it, with a class). */
function formatMDXNameEntity(name, parentType) {
  const formatted = stock.formatMDXNameEntity(name, parentType);
  if (!formatted.startsWith(STOCK_NAME_CODE)) {
    throw new Error(
      `plugins/sui-api-reference/graphqlFormatter.cjs: GraphQL-Markdown's name markup changed (${formatted}); review this formatter.`,
    );
  }
  return `<code className="gql-name">${formatted.slice(STOCK_NAME_CODE.length)}`;
}

const overrides = {formatMDXBadge, formatMDXBullet, formatMDXNameEntity};

module.exports = {
  ...stock,
  ...overrides,
  mdxDeclaration,
  createMDXFormatter: (meta) => ({...stock.createMDXFormatter(meta), ...overrides}),
};
