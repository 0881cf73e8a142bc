/// The page `trellis watch` serves: it asks the server for the state every 200 ms and, when the version
/// changed, shows the new images and diagnostics; it needs nothing but the server.
enum WatchPage {
    static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>trellis watch</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
    header { background: #fff; border-bottom: 1px solid #ccc; padding: 8px 16px; }
    h1 { font-size: 18px; margin: 0; }
    #status { color: #555; margin: 2px 0 0; }
    main { padding: 12px 16px; }
    section { background: #fff; border: 1px solid #ccc; border-left: 6px solid #8a8; border-radius: 4px; margin: 0 0 12px; padding: 8px 12px; }
    section.broken { border-left-color: #c33; }
    h2 { font-size: 15px; margin: 0 0 6px; font-family: ui-monospace, monospace; }
    pre.diagnostics { background: #fee; color: #600; padding: 6px; white-space: pre-wrap; }
    pre.diagnostics.warnings { background: #ffe; color: #640; }
    .images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #555; font-family: ui-monospace, monospace; }
    img { max-width: 360px; border: 1px solid #ddd; display: block; }
    </style>
    </head>
    <body>
    <header><h1>trellis watch</h1><p id="status">connecting…</p></header>
    <main id="files"></main>
    <script>
    "use strict";
    let shown = -1;
    const status = document.getElementById("status");
    const main = document.getElementById("files");
    const make = (tag, attributes, text) => {
      const element = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) element.setAttribute(key, value);
      if (text !== undefined) element.textContent = text;
      return element;
    };
    const show = (state) => {
      const sections = [];
      let loading = 0;
      const done = () => {
        loading -= 1;
        if (loading <= 0) { document.body.dataset.shownVersion = String(state.version); document.body.dataset.shownAt = String(Date.now()); }
      };
      for (const file of state.files) {
        const section = make("section", { class: file.ok ? "ok" : "broken" });
        section.dataset.file = file.file;
        section.append(make("h2", {}, file.file + (file.ok ? "" : " — the last save has errors; showing the last good picture")));
        if (file.diagnostics) section.append(make("pre", { class: "diagnostics" + (file.ok ? " warnings" : "") }, file.diagnostics));
        const images = make("div", { class: "images" });
        for (const image of file.images) {
          const figure = make("figure");
          const picture = make("img", { alt: image.name });
          loading += 1;
          picture.addEventListener("load", done);
          picture.addEventListener("error", done);
          picture.src = image.url;
          figure.append(make("figcaption", {}, image.name), picture);
          images.append(figure);
        }
        section.append(images);
        sections.push(section);
      }
      main.replaceChildren(...sections);
      if (loading === 0) { loading = 1; done(); }
    };
    const poll = async () => {
      try {
        const response = await fetch("/state", { cache: "no-store" });
        const state = await response.json();
        if (state.version !== shown) { shown = state.version; show(state); }
        status.textContent = `version ${state.version}, updated ${new Date().toLocaleTimeString()}`;
      } catch (error) {
        status.textContent = "the trellis watch server is not answering";
      }
      setTimeout(poll, 200);
    };
    poll();
    </script>
    </body>
    </html>

    """
}
