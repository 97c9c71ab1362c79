/**
 * The HTML template of every built page (siteConfig.ssrTemplate): Docusaurus 3.10's own
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js), except how the page's scripts load.
 *
 * Stock pages list their scripts as `<script defer>` in the head, so the browser fetches
 * them alongside the stylesheet and runs them as soon as the document is parsed, often
 * before the first frame. Here the list is a JSON data block, and a small inline script at
 * the end of the body adds the scripts once the page has painted: the
 * stylesheet does not share the connection with ~150 KB of JavaScript, and the text shows
 * before any script runs. Links are plain links until then, so the page works as it paints.
 * "Painted" is the browser's first-contentful-paint entry where it reports one (its time is
 * when the frame reached the screen, which on a busy machine is well after the frame's
 * script ran), else the task after the next frame. A hidden page (a background tab) paints
 * nothing, so there the scripts load at once, and they load after a second at the latest.
 * The added scripts are async (each runs when it arrives): webpack's chunks queue
 * themselves until the runtime and the entry's other chunks are there, so order does not
 * matter, and an async script is cheaper to add than an ordered one (about half the time
 * in Chromium). webpack loads a chunk by reusing its
 * tag, so a listed chunk that fails before the client asks for it would leave webpack
 * waiting on a dead tag: a script that fails is removed, and webpack then adds a fresh tag,
 * which retries or reports the failure (src/clientModules/chunkLoadFailure.ts).
 */

/** The id of the JSON block that lists a page's scripts (bundler file names: no `<` to escape). */
export const SCRIPT_LIST_ID = '__docusaurus-scripts';

/** Adds the listed scripts once the page has painted; the same text on every page, so the CSP needs one hash for it. */
export const SCRIPT_LOADER = `(function(){var d=document,loaded=false,P=window.PerformanceObserver;function load(){if(loaded)return;loaded=true;JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent).forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;s.onerror=function(){s.remove()};d.head.appendChild(s)})}if(d.visibilityState==="hidden"){load()}else{if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(load,0)})}setTimeout(load,1000)}})()`;

/** Docusaurus' stock `<script defer>` loop, which this template replaces (tests/unit/page-template.test.ts). */
export const STOCK_SCRIPT_TAGS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

export const pageTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script id="${SCRIPT_LIST_ID}" type="application/json"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${SCRIPT_LOADER}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
