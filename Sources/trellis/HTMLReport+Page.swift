/// The review page's styles and script, inline so that the page needs nothing else.
extension HTMLReport {
    static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
    header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ccc; padding: 8px 16px; z-index: 2; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    #summary { margin: 0 0 6px; }
    nav button { font: inherit; border: 1px solid #999; background: #fff; border-radius: 4px; padding: 2px 10px; margin-right: 4px; cursor: pointer; }
    nav button.active { background: #234; color: #fff; }
    .keys { color: #666; font-size: 12px; margin: 6px 0 0; }
    main { padding: 12px 16px; }
    .entry { background: #fff; border: 1px solid #ccc; border-left: 6px solid #8a8; border-radius: 4px; margin: 0 0 12px; padding: 8px 12px; }
    .entry.failed { border-left-color: #c33; }
    .entry.recorded, .entry.new { border-left-color: #c90; }
    .entry.stale { border-left-color: #88a; }
    .entry.current { outline: 3px solid #36c; }
    .entry.hidden { display: none; }
    .entry h2 { font-size: 15px; margin: 0; font-family: ui-monospace, monospace; }
    .entry .status { font-size: 12px; text-transform: uppercase; font-weight: bold; margin-right: 8px; }
    .message { margin: 4px 0; white-space: pre-wrap; }
    .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; margin: 8px 0; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #555; }
    figure img, .stack img { max-width: 320px; image-rendering: pixelated; border: 1px solid #ddd; display: block; }
    .stack { position: relative; display: inline-block; }
    .stack img.top { position: absolute; left: 0; top: 0; }
    .swipe .stack::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split, 50%); border-left: 2px solid #36c; }
    input[type=range] { width: 320px; display: block; }
    table { border-collapse: collapse; margin: 6px 0; font-family: ui-monospace, monospace; font-size: 12px; }
    td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
    .accept { display: flex; gap: 8px; align-items: center; margin-top: 6px; }
    .accept code { background: #eef; padding: 2px 6px; border-radius: 3px; user-select: all; }
    .details { font-family: ui-monospace, monospace; font-size: 12px; color: #555; white-space: pre-wrap; margin: 4px 0; }

    """

    static let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("trellis-report").textContent);
    const main = document.getElementById("entries");
    const order = { failed: 0, recorded: 1, stale: 2, passed: 3 };
    const entries = data.entries.slice().sort((a, b) => (order[a.status] - order[b.status]) || 0);
    const make = (tag, attributes, text) => {
      const element = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) element.setAttribute(key, value);
      if (text !== undefined) element.textContent = text;
      return element;
    };
    const categories = (entry) => {
      const list = ["all", entry.status === "recorded" ? "new" : entry.status];
      if (entry.isNew && !list.includes("new")) list.push("new");
      return list;
    };
    document.getElementById("title").textContent = data.title;
    const counts = { all: entries.length, failed: 0, new: 0, stale: 0, passed: 0 };
    for (const entry of entries) for (const name of categories(entry)) if (name !== "all") counts[name] = (counts[name] || 0) + 1;
    document.getElementById("summary").textContent =
      `${counts.failed} failed, ${counts.new} new, ${counts.stale} stale, ${counts.passed} passed, ` +
      `${entries.length} files in ${data.seconds.toFixed(1)} s`;
    for (const button of document.querySelectorAll("#filters button")) {
      button.querySelector("span").textContent = `(${counts[button.dataset.filter] || 0})`;
    }

    const picture = (source, caption) => {
      const figure = make("figure");
      figure.append(make("figcaption", {}, caption), make("img", { src: source, alt: caption }));
      return figure;
    };
    const comparer = (entry, kind) => {
      const box = make("figure", { class: kind });
      const label = kind === "swipe" ? "Swipe: reference left, actual right" : "Onion skin: actual over reference";
      box.append(make("figcaption", {}, label));
      const stack = make("div", { class: "stack" });
      const bottom = make("img", { src: entry.reference, alt: "reference" });
      const top = make("img", { src: entry.actual, alt: "actual", class: "top" });
      stack.append(bottom, top);
      const slider = make("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": label });
      const apply = () => {
        const value = Number(slider.value);
        if (kind === "swipe") {
          top.style.clipPath = `inset(0px 0px 0px ${value}%)`;
          stack.style.setProperty("--split", `${value}%`);
        } else {
          top.style.opacity = String(value / 100);
        }
      };
      slider.addEventListener("input", apply);
      apply();
      box.append(stack, slider);
      return box;
    };

    entries.forEach((entry, index) => {
      const kind = entry.status === "recorded" ? "recorded" : (entry.isNew && entry.status === "failed" ? "failed new" : entry.status);
      const article = make("article", { class: `entry ${kind}`, id: `entry-${index}`, tabindex: "-1" });
      article.dataset.categories = categories(entry).join(" ");
      const heading = make("h2");
      heading.append(make("span", { class: "status" }, entry.isNew ? `${entry.status} (new)` : entry.status), entry.name);
      article.append(heading);
      if (entry.message) article.append(make("p", { class: "message" }, entry.message));
      if (entry.reference || entry.actual || entry.diff) {
        const pictures = make("div", { class: "pictures" });
        if (entry.reference) pictures.append(picture(entry.reference, "Reference"));
        if (entry.actual) pictures.append(picture(entry.actual, "Actual"));
        if (entry.diff) pictures.append(picture(entry.diff, "Difference"));
        if (entry.reference && entry.actual) pictures.append(comparer(entry, "swipe"), comparer(entry, "onion"));
        article.append(pictures);
      }
      if (entry.layout.length > 0) {
        const table = make("table", { class: "layout" });
        const head = make("tr");
        for (const title of ["Layout value", "Reference", "Actual"]) head.append(make("th", {}, title));
        table.append(head);
        for (const row of entry.layout) {
          const line = make("tr");
          for (const cell of row) line.append(make("td", {}, cell));
          table.append(line);
        }
        article.append(table);
      }
      if (entry.details.length > 0 && entry.status !== "passed") article.append(make("div", { class: "details" }, entry.details.join("\\n")));
      if (entry.accept && (entry.status === "failed" || entry.status === "stale")) {
        const accept = make("div", { class: "accept" });
        const code = make("code", {}, entry.accept);
        const copy = make("button", { type: "button" }, "Copy");
        copy.addEventListener("click", () => copyText(entry.accept, copy));
        accept.append(make("span", {}, "Accept:"), code, copy);
        article.append(accept);
      }
      main.append(article);
    });

    const copyText = (text, button) => {
      const done = () => { if (button) button.textContent = "Copied"; };
      if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, () => {}); return; }
      const area = make("textarea");
      area.value = text;
      document.body.append(area);
      area.select();
      try { document.execCommand("copy"); done(); } catch (error) {}
      area.remove();
    };

    let filter = "all";
    const setFilter = (name) => {
      filter = name;
      for (const button of document.querySelectorAll("#filters button")) button.classList.toggle("active", button.dataset.filter === name);
      for (const article of main.children) article.classList.toggle("hidden", !article.dataset.categories.split(" ").includes(name));
    };
    for (const button of document.querySelectorAll("#filters button")) button.addEventListener("click", () => setFilter(button.dataset.filter));
    setFilter(counts.failed > 0 ? "failed" : "all");

    let current = -1;
    const visible = () => Array.from(main.children).filter((article) => !article.classList.contains("hidden"));
    const move = (step) => {
      const list = visible();
      if (list.length === 0) return;
      const at = list.findIndex((article) => article.classList.contains("current"));
      const next = at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step));
      for (const article of main.children) article.classList.remove("current");
      list[next].classList.add("current");
      list[next].focus({ preventScroll: true });
      list[next].scrollIntoView({ block: "nearest" });
      current = next;
    };
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement) return;
      const filters = ["all", "failed", "new", "stale", "passed"];
      if (event.key === "j" || event.key === "ArrowDown") { move(1); event.preventDefault(); }
      else if (event.key === "k" || event.key === "ArrowUp") { move(-1); event.preventDefault(); }
      else if (event.key >= "1" && event.key <= "5") setFilter(filters[Number(event.key) - 1]);
      else if (event.key === "c") {
        const article = main.querySelector(".entry.current .accept code");
        if (article) copyText(article.textContent, null);
      }
    });

    """
}
