// Step forward and back through a finished table: as one seat saw it, or everything.
"use strict";

(() => {
  const { api, el } = TT;
  const $ = (id) => document.getElementById(id);
  const tableId = decodeURIComponent(location.pathname.split("/")[2] || "");
  const params = new URLSearchParams(location.search);
  let step = Number(params.get("step") || 0);
  let total = 0;
  let loading = 0;
  const zoom = Board.zoomable($("board"));
  const banner = Board.endBanner($("board").parentElement);
  const ref = Board.reference(tableId, $("ref-toggle"));
  ref.setGoals(null, "the table"); // a replay has no live goals: the rulebook's objective

  async function show(n) {
    const ticket = ++loading;
    const seat = $("seat").value;
    const q = new URLSearchParams({ step: String(n) });
    if (seat !== "") q.set("seat", seat);
    try {
      const r = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?${q}`);
      if (ticket !== loading) return;
      step = r.step;
      total = r.total;
      $("error").textContent = "";
      $("step").max = String(total);
      $("step").value = String(step);
      const game = r.table.game_name;
      const name = r.table.name && r.table.name !== `${game} table` ? `${TT.t(r.table.name)} · ` : ""; // a name the catalogs know in the reader's words
      $("where").textContent = `${name}${game} · ${TT.t("replay seen by {seat}", { seat: r.label === "everything" ? TT.t("everything") : r.label })}`;
      $("position").replaceChildren(TT.t("step {step} of {total}", { step, total }), r.played ? ` — ${TT.t("last:")} ` : "", r.played && r.played_by ? `${r.played_by}: ` : "", r.played ? TT.prose(r.played) : "",
        r.next ? ` — ${TT.t("next:")} ` : "", r.next ? TT.prose(r.next) : "");
      $("board").innerHTML = r.svg; // made on the server; every text escaped
      Board.prepare($("board").querySelector("svg"));
      zoom.apply();
      const labels = r.table.seats.map((s) => s.label);
      banner.show(r.outcome, labels, null);
      $("log").replaceChildren(...r.log.map((line) => el("li", {}, TT.prose(line))));
      $("log").scrollTop = $("log").scrollHeight;
      const oc = r.table.outcome;
      $("outcome-text").replaceChildren(TT.prose(TT.isTeam(oc) ? TT.outcomeText(oc, labels) : TT.headline(oc, labels)));
      TT.showRanking($("outcome-ranking"), oc, labels, null);
      $("record-link").href = `/api/tables/${tableId}/record`;
      const url = new URL(location.href);
      url.searchParams.set("step", String(step));
      if (seat === "") url.searchParams.delete("seat"); else url.searchParams.set("seat", seat);
      history.replaceState(null, "", url);
      return r;
    } catch (e) {
      $("error").textContent = e.message;
      return null;
    }
  }

  async function start() {
    let table;
    try {
      table = await api(`/api/tables/${encodeURIComponent(tableId)}`);
    } catch (e) {
      $("error").textContent = e.message;
      return;
    }
    for (const s of table.seats) $("seat").append(el("option", { value: String(s.seat), text: `${s.label} (${s.kind === "human" ? TT.t("human") : TT.t("{kind} AI", { kind: s.kind_name || s.kind })})` }));
    if (params.get("seat") !== null) $("seat").value = params.get("seat");
    $("seat").addEventListener("change", () => show(step));
    $("first").addEventListener("click", () => show(0));
    $("prev").addEventListener("click", () => show(Math.max(0, step - 1)));
    $("next").addEventListener("click", () => show(Math.min(total, step + 1)));
    $("last").addEventListener("click", () => show(total));
    $("step").addEventListener("input", () => show(Number($("step").value)));
    document.addEventListener("keydown", (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (ev.target.tagName === "INPUT" && ev.target.type !== "range") return;
      if (ev.key === "?") ref.toggle();
      else if (ev.key === "Escape") ref.close();
      else if (ev.key === "+" || ev.key === "=") zoom.step(1);
      else if (ev.key === "-") zoom.step(-1);
      else if (ev.key === "ArrowLeft") show(Math.max(0, step - 1));
      else if (ev.key === "ArrowRight") show(Math.min(total, step + 1));
      else if (ev.key === "Home") show(0);
      else if (ev.key === "End") show(total);
    });
    await show(step);
  }

  start();
})();
