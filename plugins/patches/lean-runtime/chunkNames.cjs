// @ts-check
/**
 * Shorter chunk names for the client build (plain JavaScript, shared by the two loaders).
 * Docusaurus names every route chunk by an 8-hex hash of its module path; the name is
 * written several times into every page's first download (registry, route table, runtime),
 * and a hash does not compress. Each name is cut to its shortest prefix, at least three
 * characters, that begins no other name: 3.5 characters on average for ~480 names, and a
 * name changes only when a name sharing its prefix comes or goes, so chunk files (whose
 * names carry it) stay cached across builds.
 */

/** The chunk names of a generated `.docusaurus/registry.js`, in order. */
function registryChunkNames(/** @type {string} */ registry) {
  return [...registry.matchAll(/^\s*"([^"]+)": \[/gm)].map((m) => m[1]);
}

/**
 * @param {string[]} names
 * @param {number} [min]
 * @returns {Map<string, string>} each name -> its short form
 */
function shortChunkNames(names, min = 3) {
  const sorted = [...new Set(names)].sort();
  /** @param {string} a @param {string} b */
  const common = (a, b) => {
    let k = 0;
    while (k < a.length && k < b.length && a[k] === b[k]) k++;
    return k;
  };
  const short = new Map();
  sorted.forEach((name, i) => {
    // In sorted order, the names sharing the longest prefix with this one are its neighbours.
    const before = i > 0 ? common(name, sorted[i - 1]) : 0;
    const after = i < sorted.length - 1 ? common(name, sorted[i + 1]) : 0;
    short.set(name, name.slice(0, Math.max(min, before + 1, after + 1)));
  });
  return short;
}

module.exports = {registryChunkNames, shortChunkNames};
