// The lobby: games, new tables, open tables with free seats, and this browser's seats.
"use strict";

(() => {
  const { api, el } = TT;
  TT.plainClauseIds(); // no rules at hand here: a clause id is a label, not a link
  let games = [];
  let editable = new Set(); // games whose editions the editor edits
  const $ = (id) => document.getElementById(id);

  function currentGame() { return games.find((g) => g.id === $("game").value); }

  function buildGameForm() {
    const g = currentGame();
    if (!g) return;
    const count = g.min_players === g.max_players ? TT.tn("{n} player", "{n} players", g.min_players) : TT.t("{low}–{high} players", { low: g.min_players, high: g.max_players });
    $("game-help").textContent = `${count}, ${g.cooperative ? TT.t("cooperative") : (g.max_players === 1 ? TT.t("solo") : TT.t("competitive"))}.`;
    showAbout(g);
    showSavedEditions(g);
    const players = $("players");
    const keep = Number(players.value) || Math.min(Math.max(3, g.min_players), g.max_players);
    players.replaceChildren();
    for (let n = g.min_players; n <= g.max_players; n++) players.append(el("option", { value: n, text: String(n) }));
    players.value = String(Math.min(Math.max(keep, g.min_players), g.max_players));
    buildSeats();
    const opts = $("options");
    opts.replaceChildren();
    buildModes(g);
    for (const [name, table] of Object.entries(g.presets)) {
      const sel = el("select", { name: `preset:${name}`, "data-option": name, id: `preset-${name}` });
      sel.append(el("option", { value: "", text: TT.t("(choose the options yourself)") }));
      for (const v of Object.keys(table)) sel.append(el("option", { value: v, text: TT.t(v) }));
      // A preset sets its options; they can still be changed one by one afterwards.
      const help = el("p", { class: "help", id: `preset-${name}-help`, text: PRESET_HELP });
      sel.addEventListener("change", () => {
        for (const [opt, value] of Object.entries(table[sel.value] || {})) {
          const target = opts.querySelector(`select[name="option:${opt}"]`);
          if (target) target.value = value;
        }
        help.textContent = sel.value ? presetWords(g, table[sel.value]) : PRESET_HELP;
      });
      opts.append(el("div", { class: "option-row" }, el("label", {}, capital(TT.t(name)), sel), help));
    }
    // The seat inputs ask some options once per seat (a V:TES deck): those are asked there only.
    const asked = new Set((g.seat_inputs || []).map((x) => x.name));
    for (const o of g.options) {
      if (o.mode || asked.has(o.per_seat)) continue;
      opts.append(optionRow(o));
    }
    showRelevant();
  }

  // An option that matters only with another option's value (the Museum's Exhibit) shows only then.
  function optionValue(name) {
    const radio = $("modes").querySelector(`input[data-option="${name}"]:checked`);
    if (radio) return radio.value;
    const sel = $("options").querySelector(`select[name="option:${name}"]`);
    return sel ? sel.value : null;
  }
  function showRelevant() {
    for (const row of $("options").querySelectorAll(".option-row[data-when-option]")) {
      row.classList.toggle("hidden", optionValue(row.dataset.whenOption) !== row.dataset.whenValue);
    }
  }

  const PRESET_HELP = TT.t("Sets the options below at once; you can still change them one by one.");
  // What a preset sets, in the options' own words ("Starting sanity: 5 · Necron's head start: yes").
  function presetWords(g, values) {
    const parts = Object.entries(values).map(([name, value]) => {
      const o = g.options.find((x) => x.name === name);
      return o ? `${o.label}: ${(o.words && o.words[value]) || value}` : `${name}: ${value}`;
    });
    return TT.t("Sets {what}.", { what: parts.join(" · ") });
  }

  function capital(text) { return text.charAt(0).toUpperCase() + text.slice(1); }
  function choiceText(o, c) { return capital((o.words && o.words[c]) || c) + (c === o.default ? ` (${TT.t("default")})` : ""); }

  // An option as players read it: its name, its choices in words, one line saying what it does.
  function optionRow(o) {
    const sel = el("select", { name: `option:${o.name}`, "data-option": o.name, id: `option-${o.name}` });
    for (const c of o.choices) sel.append(el("option", { value: c, text: choiceText(o, c) }));
    sel.value = o.default;
    const when = o.when ? { "data-when-option": o.when.option, "data-when-value": o.when.value } : {};
    return el("div", { class: "option-row", "data-option-row": o.name, ...when },
      el("label", { for: `option-${o.name}`, title: TT.plain(o.help) }, o.label || o.name),
      sel,
      el("p", { class: "help option-help" }, TT.prose(capital(o.help))));
  }

  // A game's modes (Elder Sign's Museum or Lightless Pyramid): the first thing asked after the game.
  function buildModes(g) {
    const box = $("modes");
    box.replaceChildren();
    for (const o of g.options.filter((x) => x.mode)) {
      const set = el("fieldset", { class: "mode-choice", "data-option": o.name, id: `mode-${o.name}` },
        el("legend", { text: o.label || o.name }));
      for (const c of o.choices) {
        const radio = el("input", { type: "radio", name: `option:${o.name}`, value: c, "data-option": o.name, checked: c === o.default });
        set.append(el("label", {}, radio, choiceText(o, c)));
      }
      set.append(el("p", { class: "help" }, TT.prose(capital(o.help))));
      box.append(set);
    }
  }

  // The game in a few words, and its how-to (/howto/GAME).
  async function showAbout(g) {
    $("howto-link").href = `/howto/${encodeURIComponent(g.id)}`;
    $("game-about").textContent = "";
    try {
      const h = await api(`/api/howto/${encodeURIComponent(g.id)}`);
      if (currentGame() === g) $("game-about").textContent = h.summary;
    } catch (e) { /* a game without a how-to: its numbered rules are on the table page */ }
  }

  // One row per seat: its kind, and (games whose seats bring something, a V:TES deck) what it brings:
  // the creator's seat (the first person's) and the AI seats choose here; other people after joining.
  let controls = {}; // seat -> input name -> control
  function buildSeats() {
    const g = currentGame();
    const n = Number($("players").value);
    const box = $("seats");
    const old = [...box.querySelectorAll("select.seat-kind")].map((s) => s.value);
    const kept = box.dataset.game === g.id ? keepInputs() : {};
    box.replaceChildren();
    box.dataset.game = g.id;
    controls = {};
    const specs = g.seat_inputs || [];
    if (specs.length) box.append(el("p", { class: "help", id: "inputs-help" }, TT.prose(specs.map((x) => x.help).join(" "))));
    for (let i = 0; i < n; i++) {
      const sel = el("select", { name: `seat${i}`, id: `seat-${i}`, class: "seat-kind" });
      for (const [kind, words] of Object.entries(g.kinds)) sel.append(el("option", { value: kind, text: kindName(kind, words) }));
      sel.value = old[i] || (i === 0 ? "human" : (g.kinds.heuristic ? "heuristic" : Object.keys(g.kinds)[1] || "human"));
      const about = el("p", { class: "help kind-help", id: `seat-kind-help-${i}` });
      const describe = () => {
        const measured = (g.strength || {})[sel.value];
        about.textContent = kindWords(sel.value, g.kinds[sel.value]) + (measured ? ` ${measured}` : "");
      };
      sel.addEventListener("change", () => { describe(); showInputs(); });
      describe();
      const row = el("div", { class: "seat-row", "data-seat": String(i) }, el("label", {}, TT.t("Seat {n}", { n: i + 1 }), sel), about);
      if (specs.length) {
        controls[i] = {};
        const inputs = el("div", { class: "seat-inputs", id: `seat-inputs-${i}` });
        for (const spec of specs) {
          const c = TT.inputControl(spec, `input-${i}-${spec.name}`, "");
          // Its empty choice is what the table's option for that seat gives (V:TES: a precon at random).
          const table = g.options.find((o) => o.per_seat === spec.name && o.name.endsWith(`_${i + 1}`));
          const empty = c.select && c.select.querySelector("option[value='']");
          if (table && empty) empty.textContent = table.words[table.default] || table.default;
          c.restore((kept[i] || {})[spec.name]);
          controls[i][spec.name] = c;
          inputs.append(c.node);
        }
        row.append(inputs, el("p", { class: "help later hidden", id: `seat-later-${i}` }));
      }
      box.append(row);
    }
    showInputs();
  }

  // A table's name; the one a table gets by default ("Hexer table") in the reader's words.
  function tableName(t) {
    return t.name === `${t.game_name} table` ? TT.t("{game} table", { game: t.game_name }) : t.name;
  }
  // A kind of player by its short name ("Scripted"), and what it is like to play with.
  function kindName(kind, words) {
    if (kind === "human") return TT.t("A person");
    const head = String(words || "").split(":")[0];
    return head && head.length < 40 ? head : kind;
  }
  function kindWords(kind, words) {
    if (kind === "human") return TT.t("A person: you, or someone you invite with the seat's link.");
    return words || kind;
  }

  function keepInputs() {
    const kept = {};
    for (const [seat, byName] of Object.entries(controls)) {
      kept[seat] = {};
      for (const [name, c] of Object.entries(byName)) kept[seat][name] = c.keep();
    }
    return kept;
  }

  // The creator sits at the first person's seat; the other people's seats choose later.
  function creatorSeat() {
    return [...$("seats").querySelectorAll("select.seat-kind")].findIndex((s) => s.value === "human");
  }

  function showInputs() {
    const g = currentGame();
    const mine = creatorSeat();
    for (const [seat, byName] of Object.entries(controls)) {
      const i = Number(seat);
      const kind = $(`seat-${i}`).value;
      const here = kind !== "human" || i === mine;
      $(`seat-inputs-${i}`).classList.toggle("hidden", !here);
      const later = $(`seat-later-${i}`);
      later.classList.toggle("hidden", here);
      const names = TT.listParts((g.seat_inputs || []).map((x) => (x.name === "deck" ? TT.t("deck") : x.name))).join("");
      later.textContent = TT.t("The person at this seat chooses their {what} after joining.", { what: names });
      for (const [name, c] of Object.entries(byName)) {
        const spec = g.seat_inputs.find((x) => x.name === name);
        c.setLabel(i === mine ? spec.label : TT.t("Seat {n}'s {what}", { n: i + 1, what: name === "deck" ? TT.t("deck") : name }));
      }
    }
  }

  function inputsOf() {
    const out = {};
    const mine = creatorSeat();
    for (const [seat, byName] of Object.entries(controls)) {
      const i = Number(seat);
      if ($(`seat-${i}`).value === "human" && i !== mine) continue;
      for (const [name, c] of Object.entries(byName)) {
        const v = c.value();
        if (v && v.trim()) (out[seat] = out[seat] || {})[name] = v;
      }
    }
    return out;
  }

  // The editor's saved editions (TT.setting "editions": name, game, key) for this game, and its link.
  function showSavedEditions(g) {
    $("edit-edition").classList.toggle("hidden", !editable.has(g.id));
    $("edit-edition-link").href = `/editor/${g.id}`;
    const mine = (TT.setting("editions", []) || []).filter((e) => e.game === g.id);
    $("saved-edition").replaceChildren(el("option", { value: "", text: mine.length ? TT.t("none") : TT.t("none saved yet") }),
      ...mine.map((e) => el("option", { value: e.key, text: e.name })));
  }

  // The editor's "Create a table with this edition" opens /#edition=<key>: that game, that edition.
  function preselectEdition() {
    const key = new URLSearchParams(location.hash.slice(1)).get("edition");
    if (!key) return;
    const entry = (TT.setting("editions", []) || []).find((e) => e.key === key);
    history.replaceState(null, "", location.pathname); // the secret leaves the address bar
    if (!entry || !games.some((g) => g.id === entry.game)) return;
    $("game").value = entry.game;
    buildGameForm();
    $("saved-edition").value = key;
    $("saved-edition").closest("details").open = true;
  }

  async function create(ev) {
    ev.preventDefault();
    $("create-error").textContent = "";
    const g = currentGame();
    const body = { game: g.id, seats: [], options: {}, name: $("name").value.trim() };
    for (const s of $("seats").querySelectorAll("select.seat-kind")) body.seats.push(s.value);
    // The preset by name, then every option as shown (the preset already set them; changes win).
    for (const r of $("modes").querySelectorAll("input[type=radio]:checked")) body.options[r.dataset.option] = r.value;
    for (const s of $("options").querySelectorAll("select")) {
      if (s.name.startsWith("preset:") && s.value) body.options[s.dataset.option] = s.value;
      if (s.name.startsWith("option:")) body.options[s.dataset.option] = s.value;
    }
    const position = $("position-text").value.trim();
    if (position) { // it brings edition, options and dice: the seats are the only choice
      delete body.options;
      body.position = position;
    }
    if ($("seed").value !== "") body.seed = Number($("seed").value);
    const inputs = position ? {} : inputsOf();
    if (Object.keys(inputs).length) body.inputs = inputs;
    const pasted = $("edition-text").value.trim();
    const file = $("edition-file").files[0];
    if (position) { /* the position's own edition */ }
    else if ($("saved-edition").value) body.saved_edition = $("saved-edition").value;
    else if (file) body.edition = await file.text();
    else if (pasted) body.edition = pasted;
    $("create-button").disabled = true;
    try {
      const res = await api("/api/tables", { method: "POST", body });
      if (res.token) {
        TT.rememberSeat({ table: res.table.id, seat: res.seat, token: res.token, label: res.table.seats[res.seat].label, game: res.table.game_name, name: res.table.name });
        location.href = res.url;
      } else {
        await refreshTables();
      }
    } catch (e) {
      $("create-error").textContent = e.message;
      $("create-error").scrollIntoView({ block: "nearest" });
    } finally {
      $("create-button").disabled = false;
    }
  }

  async function join(table, seat) {
    try {
      const res = await api(`/api/tables/${table.id}/seats/${seat}/join`, { method: "POST" });
      TT.rememberSeat({ table: table.id, seat, token: res.token, label: res.table.seats[seat].label, game: table.game_name, name: table.name });
      location.href = res.url;
    } catch (e) {
      $("tables-error").textContent = e.message;
      refreshTables();
    }
  }

  function describeState(t) {
    const resting = t.archived ? ` (${TT.t("resting")})` : "";
    if (t.status === "finished") return TT.prose(TT.outcomeText(t.outcome, t.seats.map((s) => s.label)) || TT.t("finished"));
    if (t.status === "setup") {
      const names = (t.waiting || []).map((s) => (t.seats[s] || {}).label || TT.t("seat {n}", { n: s + 1 }));
      return TT.t("Setting up — waiting for {names} to choose", { names: names.join(", ") || TT.t("nobody") }) + resting;
    }
    const who = t.to_move !== null && t.seats[t.to_move] ? t.seats[t.to_move].label : "?";
    return `${TT.tn("{n} move played", "{n} moves played", t.n_actions)} — ${TT.t("{who} to play", { who })}${resting}`;
  }

  async function refreshTables() {
    let tables;
    try {
      tables = await api("/api/tables?limit=50");
      $("tables-error").textContent = "";
    } catch (e) {
      $("tables-error").textContent = e.message;
      return;
    }
    const body = $("tables").querySelector("tbody");
    body.replaceChildren();
    if (!tables.length) body.append(el("tr", {}, el("td", { colspan: 5, class: "help", text: TT.t("No tables yet: create one.") })));
    for (const t of tables) {
      const seats = el("td");
      for (const s of t.seats) {
        const free = s.kind === "human" && !s.taken && t.status !== "finished";
        const kinds = (games.find((g) => g.id === t.game) || {}).kinds || {};
        const who = s.kind === "human" ? TT.t("human") : kindName(s.kind, kinds[s.kind]); // "Scripted", in the reader's words
        const chip = el("span", { class: "seat-chip" + (free ? " free" : "") }, TT.seatBadge(s.label, s.seat), `${s.label}: ${who}${s.kind === "human" ? (s.taken ? "" : ` (${TT.t("free")})`) : ""}`);
        if (free) chip.append(el("button", { type: "button", class: "join", "data-table": t.id, "data-seat": s.seat, text: TT.t("join"), onclick: () => join(t, s.seat) }));
        seats.append(chip);
      }
      const links = el("td", { class: "links" },
        el("a", { href: `/watch/${t.id}`, class: "watch", title: TT.t("watch the table live (what every player may see)"), text: TT.t("watch") }));
      if (t.status === "finished") links.append(el("a", { href: `/replay/${t.id}`, class: "replay", text: TT.t("replay") }));
      body.append(el("tr", { "data-table": t.id },
        el("td", {}, el("strong", { text: tableName(t) }), el("div", { class: "help", text: t.id })),
        el("td", { text: t.game_name }),
        seats,
        el("td", {}, describeState(t)),
        links));
    }
  }

  function showMySeats() {
    const list = $("my-seats");
    list.replaceChildren();
    const mine = TT.mySeats();
    if (!mine.length) list.append(el("li", { class: "help", text: TT.t("None yet.") }));
    for (const s of mine.slice(0, 15)) {
      list.append(el("li", {}, el("a", { href: TT.seatLink(s.table, s.seat, s.token), text: `${s.name ? tableName({ name: s.name, game_name: s.game }) : s.game} — ${s.label}` }), el("span", { class: "help", text: ` (${s.table})` })));
    }
  }

  async function start() {
    try {
      games = await api("/api/games");
    } catch (e) {
      $("create-error").textContent = e.message;
      return;
    }
    try {
      editable = new Set((await api("/api/editor/games")).map((g) => g.id));
    } catch (e) { /* the lobby works without the editor */ }
    for (const g of games) $("game").append(el("option", { value: g.id, text: g.name }));
    $("game").addEventListener("change", buildGameForm);
    $("players").addEventListener("change", buildSeats);
    $("create-form").addEventListener("submit", create);
    $("create-form").addEventListener("change", showRelevant);
    buildGameForm();
    preselectEdition();
    showMySeats();
    await refreshTables();
    setInterval(refreshTables, 4000);
  }

  start();
})();
