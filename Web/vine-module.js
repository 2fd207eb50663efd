// Vine as an ES module (Scripts/web writes it as vine.mjs beside vine.html, the page inside):
//
//   import { mount } from "./vine.mjs";
//   const vine = await mount(document.getElementById("drawing"));
//   vine.addEventListener("stroke", () => console.log(vine.recording()));
//
// The page runs in an <iframe> of its own (its script, styles and element ids stay apart
// from the embedding page's), filling `element`.

/** The page, vine.html. */
const page = PAGE_HTML;

/**
 * Puts the page in an <iframe> inside `element`; resolves to its `window.vine` (README:
 * "Vine in a web page") once the page can draw, or rejects with why it could not start.
 */
export async function mount(element) {
  const frame = document.createElement("iframe");
  frame.title = "Vine";
  frame.style.cssText = "display: block; border: 0; width: 100%; height: 100%;";
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.srcdoc = page;
  element.append(frame);
  await loaded;
  const vine = frame.contentWindow.vine;
  await vine.ready;
  return vine;
}

export default mount;
