// The player aid: a panel beside the board with a turn in steps, the goal and how the game ends,
// opened on demand by the "How to play" button (or the H key). The words are the game's how-to
// (/api/howto/GAME); each step's rule ids open the Rules panel at that rule.
"use strict";

(() => {
  const { api, el } = TT;
  const SECTIONS = [["turn", TT.t("A turn, step by step")], ["goal", TT.t("The goal")], ["end", TT.t("How it ends")]];

  function tableId() {
    const m = location.pathname.match(/^\/(?:table|watch)\/([^/]+)/);
    return m ? decodeURIComponent(m[1]) : null;
  }

  function clauseLinks(ids) {
    const box = el("span", { class: "cited" });
    for (const id of ids) box.append(" ", el("a", { class: "clause-link", href: `#${id}`, "data-clause": id, title: TT.t("rule {id}", { id }), text: id }));
    return box;
  }

  function item(i) {
    return el("li", {}, i.title ? el("strong", { text: i.title }) : null, i.text, clauseLinks(i.clauses));
  }

  function panel(howto, game) {
    const close = el("button", { type: "button", id: "aid-close", "aria-label": TT.t("close the player aid"), text: "×" });
    const box = el("aside", { class: "aid", id: "aid", "aria-labelledby": "aid-title", hidden: true },
      el("div", { class: "aid-head" }, el("h2", { id: "aid-title", text: TT.t("How to play {game}", { game: howto.title }) }), close));
    for (const [key, heading] of SECTIONS) {
      const section = howto.sections.find((s) => s.key === key);
      if (!section) continue;
      const list = el(key === "turn" ? "ol" : "ul", { class: `aid-${key}` }, ...section.items.map(item));
      box.append(el("h3", { text: heading }), list);
    }
    box.append(el("p", { class: "aid-links" },
      el("a", { href: `/howto/${encodeURIComponent(game)}`, target: "_blank", rel: "noopener", id: "aid-howto-link", text: TT.t("The whole how-to, with the components") }),
      el("br"), el("span", { class: "help", text: TT.t("Every numbered rule: the Rules button.") })));
    return { box, close };
  }

  function typing(ev) {
    const t = ev.target;
    return t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
  }

  async function start() {
    const id = tableId();
    const tools = document.querySelector("header.top .tools");
    if (!id || !tools) return;
    let howto;
    let game;
    try {
      game = (await api(`/api/tables/${encodeURIComponent(id)}`)).game;
      howto = await api(`/api/howto/${encodeURIComponent(game)}`);
    } catch (e) {
      return; // no how-to for this game: the Rules panel is still there
    }
    const { box, close } = panel(howto, game);
    const button = el("button", { type: "button", id: "aid-toggle", "aria-controls": "aid", "aria-expanded": "false",
      title: TT.t("the goal, a turn in steps and how the game ends, beside the board (H)") }, TT.t("How to play") + " ", el("kbd", { text: "H" }));
    const rules = document.getElementById("ref-toggle");
    tools.insertBefore(button, rules || null);
    document.body.append(box);

    function show(open) {
      box.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
      document.body.classList.toggle("aid-open", open);
      if (open) close.focus();
    }
    button.addEventListener("click", () => show(box.hidden));
    close.addEventListener("click", () => { show(false); button.focus(); });
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && !box.hidden) { show(false); button.focus(); return; }
      if ((ev.key === "h" || ev.key === "H") && !ev.ctrlKey && !ev.metaKey && !ev.altKey && !typing(ev)) show(box.hidden);
    });
  }

  start();
})();
