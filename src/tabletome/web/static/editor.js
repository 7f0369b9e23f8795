// The edition editor (/editor and /editor/{game}): a game's edition file as forms drawn from its
// JSON schema, every field with where its value comes from, checked as you type by the server's own
// check; compared with the stand-in, played by the game's own players, saved under a secret link,
// downloaded, and chosen when creating a table.
"use strict";

(() => {
  const { api, el } = TT;
  const $ = (id) => document.getElementById(id);

  // ---------------------------------------------------------------- words
  function words(key) {
    const s = String(key).replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim();
    return s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s;
  }
  function lower(key) { return words(key).toLowerCase(); }
  function many(noun) { return noun.replace(/([^aeiou])y$/, "$1ie").replace(/(s|x|ch|sh|o)$/, "$1e") + "s"; }
  function count(n, noun) { return TT.plural(n, noun, many(noun)); }
  function article(noun) { return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`; }
  function pct(x) { return `${Math.round(x * 1000) / 10}%`; }
  function short(v, max = 160) {
    const s = display(v);
    return s.length > max ? s.slice(0, max - 1) + "…" : s;
  }
  function display(v) {
    if (v === null || v === undefined) return "—";
    if (typeof v === "string") return v === "" ? "(empty)" : v;
    if (typeof v === "boolean") return v ? "yes" : "no";
    if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) return v.length ? v.map(display).join(", ") : "(none)";
    if (v && typeof v === "object" && typeof v.name === "string") return `“${v.name}” (the whole record)`;
    return JSON.stringify(v);
  }
  let counter = 0;
  function uid() { counter += 1; return `f${counter}`; }

  // ---------------------------------------------------------------- provenance (the contract's four kinds)
  // "printed[: note]", "stand-in[: why]", "house rule[: note]", anything else is the source itself.
  const PREFIXED = ["printed", "stand-in", "house rule"];
  const KINDS = ["printed", "sourced", "stand-in", "house rule"];
  const KIND_HELP = {
    printed: "as printed in my copy of the box",
    sourced: "from a public source (rulebook, FAQ, …)",
    "stand-in": "made up where the printed card is not public",
    "house rule": "changed on purpose: a variant or house rule",
  };
  const NOTE_HINT = {
    printed: "note (optional)",
    sourced: "the source: a rulebook page, an FAQ…",
    "stand-in": "why it is a stand-in (optional)",
    "house rule": "what your table changed (optional)",
  };
  function provKind(s) {
    const low = String(s || "").trim().toLowerCase();
    return PREFIXED.find((k) => low.startsWith(k)) || "sourced";
  }
  function provNote(s) {
    const text = String(s || "").trim();
    const kind = provKind(text);
    return kind === "sourced" ? text : text.slice(kind.length).replace(/^\s*:?\s*/, "");
  }
  function provString(kind, note) {
    const n = String(note || "").trim();
    if (kind === "sourced") return n;
    return n ? `${kind}: ${n}` : kind;
  }
  function slug(kind) { return kind.replace(/\s+/g, "-"); }

  // ---------------------------------------------------------------- paths: ["creatures", 3, "defeat"] <-> "creatures[3].defeat"
  function pathText(path) {
    return path.map((k, i) => (typeof k === "number" ? `[${k}]` : (i ? `.${k}` : k))).join("");
  }
  function parentText(text) { return text.replace(/(\[\d+\]|\.[^.[\]]+|^[^.[\]]+)$/, ""); }
  function getAt(obj, path) { return path.reduce((o, k) => (o === null || o === undefined ? undefined : o[k]), obj); }
  function setAt(obj, path, value) {
    let o = obj;
    path.slice(0, -1).forEach((k, i) => {
      if (o[k] === null || typeof o[k] !== "object") o[k] = typeof path[i + 1] === "number" ? [] : {};
      o = o[k];
    });
    o[path[path.length - 1]] = value;
  }
  function clone(v) { return v === undefined ? undefined : JSON.parse(JSON.stringify(v)); }

  // ---------------------------------------------------------------- the JSON schema
  let defs = {};
  function resolve(s) {
    let out = s || {};
    for (let guard = 0; out.$ref && guard < 20; guard++) {
      const { $ref, ...rest } = out;
      out = { ...(defs[$ref.split("/").pop()] || {}), ...rest };
    }
    return out;
  }
  function nonNull(s) { return (s.anyOf || []).filter((x) => x.type !== "null"); }
  function isPlain(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }
  function shape(s) {
    if (s.const !== undefined) return "const";
    if (s.enum) return "enum";
    if (s.anyOf) return nonNull(s).length === 1 && s.anyOf.length > 1 ? "nullable" : "raw";
    if (s.type === "boolean") return "boolean";
    if (s.type === "integer" || s.type === "number") return "number";
    if (s.type === "string") return "string";
    if (s.type === "array") return "array";
    if (s.type === "object" || s.properties) {
      if (s.properties) return "object";
      return isPlain(s.additionalProperties) ? "map" : "free";
    }
    return "raw";
  }
  // Does the value have the schema's form (a file may hold anything: then it is edited as text)?
  function fits(kind, v) {
    if (v === undefined || kind === "const" || kind === "enum" || kind === "raw") return true;
    if (kind === "boolean") return typeof v === "boolean";
    if (kind === "number") return typeof v === "number" || v === null;
    if (kind === "string") return typeof v === "string";
    if (kind === "array") return Array.isArray(v);
    if (kind === "nullable") return true;
    return isPlain(v);
  }
  // A schema for a value of a free record (Elder Sign's cards): its form is what it holds.
  function infer(v) {
    if (typeof v === "boolean") return { type: "boolean" };
    if (typeof v === "number") return { type: Number.isInteger(v) ? "integer" : "number" };
    if (typeof v === "string") return { type: "string" };
    if (Array.isArray(v)) return { type: "array", items: v.length ? infer(v[0]) : { type: "string" } };
    if (isPlain(v)) return { type: "object", additionalProperties: true };
    return {};
  }
  // A new value the schema accepts as far as it can say (the check tells the rest).
  function skeleton(s0) {
    const s = resolve(s0);
    if (s.default !== undefined) return clone(s.default);
    switch (shape(s)) {
      case "const": return s.const;
      case "enum": return s.enum[0];
      case "boolean": return false;
      case "number": return s.minimum !== undefined ? s.minimum : 0;
      case "string": return "";
      case "array": return Array.from({ length: s.minItems || 0 }, () => skeleton(s.items || {}));
      case "nullable": return null;
      case "object": {
        const out = {};
        for (const k of s.required || []) out[k] = k === "provenance" ? {} : skeleton(s.properties[k]);
        return out;
      }
      default: return isPlain(s.additionalProperties) || s.type === "object" ? {} : "";
    }
  }

  // ---------------------------------------------------------------- a file, read by the server
  // The server reads TOML and JSON with the same reader as `tabletome edition check`: the page
  // fills its form from that reading (no second parser here), or shows its sentence.
  async function readEdition(text, fileName) {
    const res = await api(`/api/editor/${S.game}/check`, { method: "POST", body: { text } });
    const unreadable = res.problems.filter((p) => p.field === "file");
    if (unreadable.length || !isPlain(res.data)) {
      const why = unreadable.map((p) => sentence(p.reason)).join(" ") || "it does not hold an edition.";
      throw new Error(`${fileName} cannot be read: ${why}`);
    }
    return res;
  }

  // ---------------------------------------------------------------- this browser's saved editions
  // (name, game, key, digest) as the lobby keeps seat links; the lobby offers them for a new table.
  function savedEditions() { const list = TT.setting("editions", []); return Array.isArray(list) ? list : []; }
  function rememberEdition(entry) {
    const list = savedEditions().filter((e) => e.key !== entry.key);
    list.unshift(entry);
    TT.remember("editions", list.slice(0, 50));
  }
  function editionLink(game, key) { return `${location.origin}/editor/${game}#edition=${encodeURIComponent(key)}`; }

  // A call with the edition's secret in its header (never in the address).
  async function keyed(path, key, options = {}) {
    const init = { method: options.method || "GET", headers: { "X-Edition-Key": key, Accept: options.raw ? "*/*" : "application/json" } };
    if (options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    const res = await fetch(path, init);
    if (res.ok && options.raw) return res;
    let data = null;
    try { data = await res.json(); } catch (e) { data = null; }
    if (!res.ok) {
      const err = new Error((data && data.detail) || `The server answered ${res.status}.`);
      err.status = res.status;
      throw err;
    }
    return data;
  }

  // ---------------------------------------------------------------- the editor's state
  const S = {
    game: "", info: null, about: null, schema: null, data: null,
    saved: null,          // {key, digest, name} once saved
    dirty: false,         // changed since loaded or saved
    seq: 0, timer: 0, checked: null, removed: null,
  };
  const form = () => $("form");

  function changed(path) {
    S.dirty = true;
    if (path && path[path.length - 1] === "name" && path.length === 3) {
      const head = form().querySelector(`[data-path="${CSS.escape(pathText(path.slice(0, 2)))}"] > .record-head h3`);
      if (head) head.textContent = recordTitle(getAt(S.data, path.slice(0, 2)), path[1], path[0]);
    }
    showSaveState();
    scheduleCheck();
  }

  // ---------------------------------------------------------------- the form
  function renderAll() {
    const box = form();
    box.replaceChildren();
    for (const key of Object.keys(S.schema.properties)) box.append(renderPart(key));
    renderNav();
    markStandins();
    showChecked();
  }

  function partTitle(key) { return key === "edition" ? "This edition" : words(key); }
  function singular(key) {
    const items = resolve((resolve(S.schema.properties[key]) || {}).items || {});
    const noun = items.title && items.title !== "Items" ? lower(items.title) : lower(key).replace(/ies$/, "y").replace(/s$/, "");
    return noun.replace(/ model$/, "");
  }
  function recordTitle(rec, index, key) {
    if (isPlain(rec)) {
      if (typeof rec.name === "string" && rec.name.trim()) return rec.name;
      if (typeof rec.god === "string" && rec.god.trim()) return `${rec.god}'s favour`;
      if (typeof rec.players === "number") return `For ${rec.players} players`;
    }
    return `${words(singular(key))} ${index + 1}`;
  }

  function renderPart(key) {
    const propSchema = S.schema.properties[key];
    const s = resolve(propSchema);
    const path = [key];
    const value = S.data[key];
    const kind = shape(s);
    const records = kind === "array" && ["object", "free"].includes(shape(resolve(s.items || {}))) && (value === undefined || Array.isArray(value));
    const size = records && Array.isArray(value) ? value.length : null;
    const section = el("section", { class: "card part", id: `part-${key}`, "data-path": key, "data-slot": "" });
    const summary = el("summary", {}, el("h2", { text: partTitle(key) }),
      size !== null ? el("span", { class: "count", text: count(size, singular(key)) }) : null,
      el("span", { class: "part-problems" }));
    const details = el("details", { open: !(records && size > 60) }, summary);
    const help = s.description || propSchema.description;
    if (help) details.append(el("p", { class: "help", text: help.replace(/\s+/g, " ") }));
    details.append(el("p", { class: "problem part-problem" }));
    if (records) details.append(recordList(key, s));
    else if (kind === "object" && fits(kind, value)) details.append(fieldsOf(s, path, hasProvenance(s)));
    else if (kind === "nullable" && shape(resolve(nonNull(s)[0])) === "object") details.append(optionalPart(key, resolve(nonNull(s)[0])));
    else if (kind === "free" && fits(kind, value)) details.append(freeFields(path, false));
    else details.append(el("div", { class: "fields" }, fieldRow(key, propSchema, path, null)));
    section.append(details);
    return section;
  }

  function rerenderPart(key) {
    const old = $(`part-${key}`);
    const open = old.querySelector("details").open;
    const fresh = renderPart(key);
    fresh.querySelector("details").open = open;
    old.replaceWith(fresh);
    renderNav();
    markStandins();
    showChecked();
  }

  function hasProvenance(s) { return Boolean(s.properties && s.properties.provenance); }

  // A part that may be left out (Elder Sign's Lightless Pyramid): add it or leave it out.
  function optionalPart(key, inner) {
    const box = el("div");
    if (S.data[key] === null || S.data[key] === undefined) {
      box.append(el("p", { class: "help", text: "Not in this edition." }),
        el("button", { type: "button", class: "add", onclick: () => { S.data[key] = skeleton(inner); rerenderPart(key); changed([key]); } }, `Add ${partTitle(key).toLowerCase()}`));
      return box;
    }
    box.append(fieldsOf(inner, [key], hasProvenance(inner)),
      el("button", { type: "button", class: "remove-part", onclick: () => { S.data[key] = null; rerenderPart(key); changed([key]); } }, `Leave ${partTitle(key).toLowerCase()} out`));
    return box;
  }

  // The fields of one object with properties; with provenance, each field carries its own.
  function fieldsOf(s, path, provenanced) {
    const box = el("div", { class: "fields" });
    for (const [k, ps] of Object.entries(s.properties)) {
      if (k === "provenance") continue;
      box.append(fieldRow(k, ps, [...path, k], provenanced ? path : null));
    }
    return box;
  }

  function fieldRow(key, propSchema, path, recPath, onRemove) {
    const id = uid();
    const s = resolve(propSchema);
    const row = el("div", { class: "field", "data-path": pathText(path), "data-slot": "" });
    const label = el("label", { class: "fname", for: id, text: words(key) });
    const help = s.description || propSchema.description;
    if (help) label.title = help.replace(/\s+/g, " ");
    const head = el("div", { class: "fhead" }, label);
    if (onRemove) head.append(el("button", { type: "button", class: "mini", title: `remove the field ${lower(key)}`, "aria-label": `remove the field ${lower(key)}`, onclick: onRemove, text: "✕" }));
    row.append(head, el("div", { class: "value" }, editor(propSchema, path, id)));
    if (recPath) row.append(provControl(recPath, key, row));
    row.append(el("p", { class: "problem" }));
    if (getAt(S.data, path) === undefined && s.default !== undefined) row.classList.add("defaulted");
    return row;
  }

  // One value's control, by the form of its schema.
  function editor(propSchema, path, id) {
    const s = resolve(propSchema);
    const value = getAt(S.data, path);
    let kind = shape(s);
    if (!fits(kind, value)) kind = "raw";
    switch (kind) {
      case "const": return el("span", { class: "const", id, text: display(value === undefined ? s.const : value), title: "fixed by the game" });
      case "enum": return enumSelect(s, path, id);
      case "boolean": return checkbox(path, id, value === undefined ? Boolean(s.default) : value);
      case "number": return numberInput(s, path, id);
      case "string": return textInput(s, path, id);
      case "array": return listEditor(s, path, id);
      case "object": return groupEditor(s, path, id);
      case "map": return mapEditor(s, path);
      case "free": return freeEditor(path, id);
      case "nullable": return nullableEditor(s, path, id);
      default: return rawEditor(path, id);
    }
  }

  function enumSelect(s, path, id) {
    const value = getAt(S.data, path);
    const current = value === undefined ? s.default : value;
    const sel = el("select", { id, "data-path": pathText(path) });
    for (const v of s.enum) sel.append(el("option", { value: JSON.stringify(v), text: typeof v === "string" ? v.replace(/_/g, " ") : String(v) }));
    if (current !== undefined && !s.enum.some((v) => v === current)) {
      sel.append(el("option", { value: JSON.stringify(current), text: `${display(current)} (not a choice)` }));
    }
    sel.value = JSON.stringify(current === undefined ? s.enum[0] : current);
    sel.addEventListener("change", () => { setAt(S.data, path, JSON.parse(sel.value)); changed(path); });
    return sel;
  }

  function checkbox(path, id, value) {
    const box = el("input", { type: "checkbox", id, "data-path": pathText(path) });
    box.checked = Boolean(value);
    box.addEventListener("change", () => { setAt(S.data, path, box.checked); changed(path); });
    return el("label", { class: "check" }, box, el("span", { text: "yes" }));
  }

  function numberInput(s, path, id) {
    const value = getAt(S.data, path);
    const input = el("input", {
      type: "number", id, "data-path": pathText(path), inputmode: "numeric",
      step: s.type === "integer" ? 1 : "any", min: s.minimum, max: s.maximum,
    });
    input.value = value === undefined ? (s.default === undefined ? "" : String(s.default)) : (value === null ? "" : String(value));
    const bounds = s.minimum !== undefined && s.maximum !== undefined ? `${s.minimum} to ${s.maximum}`
      : (s.minimum !== undefined ? `at least ${s.minimum}` : (s.maximum !== undefined ? `at most ${s.maximum}` : ""));
    if (bounds) input.title = bounds;
    input.addEventListener("input", () => {
      const v = input.value.trim();
      setAt(S.data, path, v === "" ? null : Number(v));
      changed(path);
    });
    return bounds ? el("span", { class: "number" }, input, el("span", { class: "bounds", text: bounds })) : input;
  }

  function textInput(s, path, id) {
    const value = getAt(S.data, path);
    const text = value === undefined ? (s.default || "") : value;
    const long = text.length > 48 || /(^|\.)(text|description|effect|ability|rule)$/.test(pathText(path));
    const input = long
      ? el("textarea", { id, "data-path": pathText(path), rows: Math.min(6, Math.max(2, Math.ceil(text.length / 55))), spellcheck: "true" })
      : el("input", { id, "data-path": pathText(path), spellcheck: "false" });
    input.value = text;
    if (s.maxLength) input.maxLength = s.maxLength;
    input.addEventListener("input", () => { setAt(S.data, path, input.value); changed(path); });
    return input;
  }

  function rawEditor(path, id) {
    const area = el("textarea", { id, class: "raw", "data-path": pathText(path), rows: 2, spellcheck: "false", title: "written as JSON" });
    const note = el("span", { class: "error raw-note" });
    const value = getAt(S.data, path);
    area.value = value === undefined ? "" : JSON.stringify(value);
    area.addEventListener("input", () => {
      try {
        setAt(S.data, path, JSON.parse(area.value));
        note.textContent = "";
        changed(path);
      } catch (e) {
        note.textContent = "This is not JSON yet.";
      }
    });
    return el("span", { class: "raw-box" }, area, note);
  }

  function nullableEditor(s, path, id) {
    const inner = nonNull(s)[0];
    const box = el("div", { class: "nullable", "data-path": pathText(path) });
    const draw = () => {
      const v = getAt(S.data, path);
      box.replaceChildren();
      if (v === null || v === undefined) {
        box.append(el("span", { class: "help", text: "none " }), el("button", { type: "button", class: "mini", id, onclick: () => { setAt(S.data, path, skeleton(inner)); draw(); changed(path); }, text: "give one" }));
      } else {
        box.append(editor(inner, path, id), el("button", { type: "button", class: "mini", title: "none", onclick: () => { setAt(S.data, path, null); draw(); changed(path); }, text: "none" }));
      }
    };
    draw();
    return box;
  }

  function bounds(s) {
    const lo = s.minItems;
    const hi = s.maxItems;
    if (lo !== undefined && lo === hi) return `exactly ${lo}`;
    if (lo && hi !== undefined) return `${lo} to ${hi}`;
    if (lo) return `at least ${lo}`;
    if (hi !== undefined) return `at most ${hi}`;
    return "";
  }

  // A list inside a record: rows of controls, with remove and add (up to the schema's maximum).
  function listEditor(s, path, id) {
    const items = s.items || {};
    const itemShape = shape(resolve(items));
    const values = getAt(S.data, path);
    const shortTexts = itemShape === "string" && Array.isArray(values) && values.every((v) => typeof v === "string" && v.length <= 14);
    const scalar = shortTexts || ["enum", "number", "boolean", "const"].includes(itemShape);
    const box = el("div", { class: scalar ? "values inline" : "values", "data-path": pathText(path) });
    const draw = () => {
      const arr = getAt(S.data, path) || [];
      box.replaceChildren();
      arr.forEach((_, i) => {
        const ip = [...path, i];
        const item = el("div", { class: "item", "data-path": pathText(ip) });
        item.append(editor(items, ip, i === 0 ? id : uid()),
          el("button", { type: "button", class: "mini", "aria-label": `remove item ${i + 1}`, title: "remove", text: "✕",
            onclick: () => { arr.splice(i, 1); draw(); changed(path); } }));
        box.append(item);
      });
      const full = s.maxItems !== undefined && arr.length >= s.maxItems;
      const wrong = arr.length < (s.minItems || 0) || (s.maxItems !== undefined && arr.length > s.maxItems);
      const limit = bounds(s);
      box.append(el("div", { class: "list-foot" },
        full ? null : el("button", { type: "button", class: "mini add", id: arr.length ? null : id, title: "add one",
          onclick: () => { if (!Array.isArray(getAt(S.data, path))) setAt(S.data, path, []); getAt(S.data, path).push(skeleton(items)); draw(); changed(path); } }, "+ add"),
        limit ? el("span", { class: wrong ? "bounds wrong" : "bounds", text: wrong ? `${limit}, not ${arr.length}` : limit }) : null));
    };
    draw();
    return box;
  }

  // A small object inside a record (an activation {kind, amount, item}): grouped controls.
  function groupEditor(s, path, first) {
    const box = el("div", { class: "group", "data-path": pathText(path) });
    for (const [k, ps] of Object.entries(s.properties)) {
      if (k === "provenance") continue;
      const id = box.childElementCount ? uid() : first; // the field's label names the first control
      const ip = [...path, k];
      box.append(el("div", { class: "sub", "data-path": pathText(ip) }, el("label", { for: id, text: lower(k) }), editor(ps, ip, id)));
    }
    return box;
  }

  // A table of named values (Elder Sign's souvenirs): name, value, remove; add a name.
  function mapEditor(s, path) {
    const box = el("div", { class: "map", "data-path": pathText(path) });
    const draw = () => {
      const obj = getAt(S.data, path) || {};
      box.replaceChildren();
      for (const k of Object.keys(obj)) {
        const id = uid();
        const name = el("input", { class: "map-key", value: k, "aria-label": "name", spellcheck: "false" });
        name.addEventListener("change", () => {
          const fresh = name.value.trim();
          if (!fresh || fresh === k || Object.prototype.hasOwnProperty.call(obj, fresh)) { name.value = k; return; }
          setAt(S.data, path, Object.fromEntries(Object.entries(obj).map(([a, b]) => [a === k ? fresh : a, b])));
          draw(); changed(path);
        });
        box.append(el("div", { class: "item", "data-path": pathText([...path, k]) }, name, editor(s.additionalProperties, [...path, k], id),
          el("button", { type: "button", class: "mini", title: "remove", "aria-label": `remove ${k}`, text: "✕",
            onclick: () => { delete obj[k]; draw(); changed(path); } })));
      }
      box.append(el("div", { class: "list-foot" }, el("button", { type: "button", class: "mini add", text: "+ add", onclick: () => {
        const o = getAt(S.data, path) || {};
        let n = 1;
        while (Object.prototype.hasOwnProperty.call(o, `new ${n}`)) n++;
        o[`new ${n}`] = skeleton(s.additionalProperties);
        setAt(S.data, path, o);
        draw(); changed(path);
      } })));
    };
    draw();
    return box;
  }

  // An object whose fields the schema leaves open (nested inside a free record): its own fields.
  function freeEditor(path, first) {
    const box = el("div", { class: "group free", "data-path": pathText(path) });
    const obj = getAt(S.data, path) || {};
    for (const k of Object.keys(obj)) {
      const id = box.childElementCount ? uid() : first;
      const ip = [...path, k];
      box.append(el("div", { class: "sub", "data-path": pathText(ip) }, el("label", { for: id, text: lower(k) }), editor(infer(obj[k]), ip, id)));
    }
    return box;
  }

  // ---------------------------------------------------------------- records of a list: one card each
  function recordList(key, s) {
    const items = resolve(s.items || {});
    const list = S.data[key] || [];
    const box = el("div", { class: "record-list" });
    if (list.length > 12) {
      const find = el("input", { type: "search", class: "find", placeholder: `find ${article(singular(key))} by name or kind`, "aria-label": `find ${article(singular(key))}` });
      find.addEventListener("input", () => {
        const q = find.value.trim().toLowerCase();
        for (const card of box.querySelectorAll(".record")) card.classList.toggle("unmatched", Boolean(q) && !card.dataset.find.includes(q));
      });
      box.append(find);
    }
    if (S.removed && S.removed.key === key) {
      box.append(el("p", { class: "undo" }, `Removed ${S.removed.title}. `,
        el("button", { type: "button", class: "mini", text: "Undo", onclick: () => {
          S.data[key].splice(S.removed.index, 0, S.removed.rec);
          S.removed = null; rerenderPart(key); changed([key]);
        } })));
    }
    const grid = el("div", { class: "records" });
    list.forEach((rec, i) => grid.append(recordCard(key, items, i)));
    box.append(grid);
    const full = s.maxItems !== undefined && list.length >= s.maxItems;
    box.append(el("div", { class: "list-foot" },
      el("button", { type: "button", class: "add", disabled: full, onclick: () => addRecord(key, items) }, `+ Add ${article(singular(key))}`),
      bounds(s) ? el("span", { class: "bounds", text: `${bounds(s)} ${count(s.maxItems || s.minItems, singular(key)).replace(/^\d+ /, "")} (${list.length} now)` }) : null));
    return box;
  }

  function recordCard(key, items, index) {
    const path = [key, index];
    const rec = S.data[key][index];
    const title = recordTitle(rec, index, key);
    const card = el("article", { class: "record", "data-path": pathText(path), "data-slot": "",
      "data-find": `${title} ${isPlain(rec) && typeof rec.kind === "string" ? rec.kind : ""}`.toLowerCase() });
    const tools = el("span", { class: "record-tools" },
      el("button", { type: "button", class: "mini", title: "add a copy after this one", onclick: () => duplicate(key, index) }, "copy"),
      el("button", { type: "button", class: "mini", title: `remove this ${singular(key)}`, onclick: () => removeRecord(key, index) }, "remove"));
    const kindTag = isPlain(rec) && typeof rec.kind === "string" && shape(items) === "free" ? el("span", { class: "tag", text: rec.kind.replace(/_/g, " ") }) : null;
    card.append(el("div", { class: "record-head" }, el("h3", { text: title }), kindTag, el("span", { class: "index", text: `#${index + 1}` }), tools));
    card.append(el("p", { class: "problem record-problem" }));
    if (!isPlain(rec)) {
      card.append(el("div", { class: "fields" }, fieldRow(singular(key), {}, path, null)));
      return card;
    }
    if (shape(items) === "object") {
      card.append(fieldsOf(items, path, hasProvenance(items)));
      return card;
    }
    // A record the schema leaves open (Elder Sign's cards): the fields it holds, one provenance each
    // or one for the whole record.
    if (typeof rec.provenance === "string") {
      card.append(el("div", { class: "whole-prov" }, el("span", { class: "help", text: `The whole ${singular(key)}:` }), provControl(path, null, card)));
    }
    card.append(freeFields(path, typeof rec.provenance !== "string"));
    return card;
  }

  function freeFields(path, perField) {
    const box = el("div", { class: "fields" });
    const obj = getAt(S.data, path);
    for (const k of Object.keys(obj)) {
      if (k === "provenance" && path.length > 1) continue;
      box.append(fieldRow(k, infer(obj[k]), [...path, k], perField ? path : null, () => {
        delete obj[k];
        if (isPlain(obj.provenance)) delete obj.provenance[k];
        rerenderPart(path[0]); changed(path);
      }));
    }
    box.append(addFieldRow(path, perField));
    return box;
  }

  function addFieldRow(path, perField) {
    const name = el("input", { placeholder: "new field's name", "aria-label": "new field's name", spellcheck: "false" });
    const type = el("select", { "aria-label": "what it holds" },
      el("option", { value: "text", text: "text" }), el("option", { value: "number", text: "number" }),
      el("option", { value: "yes/no", text: "yes / no" }), el("option", { value: "list", text: "list of texts" }));
    const add = el("button", { type: "button", class: "mini add", text: "+ add the field", onclick: () => {
      const k = name.value.trim();
      const obj = getAt(S.data, path);
      if (!k || Object.prototype.hasOwnProperty.call(obj, k)) { name.focus(); return; }
      obj[k] = { text: "", number: 0, "yes/no": false, list: [] }[type.value];
      if (perField && isPlain(obj.provenance)) obj.provenance[k] = "house rule";
      rerenderPart(path[0]); changed(path);
    } });
    return el("div", { class: "add-field" }, name, type, add);
  }

  function addRecord(key, items) {
    const rec = skeleton(items);
    const props = items.properties || {};
    if ("name" in props || shape(items) === "free") rec.name = `New ${singular(key)}`;
    if (hasProvenance(items)) rec.provenance = Object.fromEntries(Object.keys(props).filter((k) => k !== "provenance").map((k) => [k, "house rule"]));
    else if (shape(items) === "free") rec.provenance = "house rule";
    S.data[key].push(rec);
    S.removed = null;
    rerenderPart(key);
    changed([key]);
    reveal(pathText([key, S.data[key].length - 1]));
  }
  function duplicate(key, index) {
    const copy = clone(S.data[key][index]);
    if (isPlain(copy) && typeof copy.name === "string") copy.name = `${copy.name} (copy)`;
    S.data[key].splice(index + 1, 0, copy);
    S.removed = null;
    rerenderPart(key);
    changed([key]);
    reveal(pathText([key, index + 1]));
  }
  function removeRecord(key, index) {
    const [rec] = S.data[key].splice(index, 1);
    S.removed = { key, index, rec, title: recordTitle(rec, index, key) };
    rerenderPart(key);
    changed([key]);
  }

  // ---------------------------------------------------------------- where a value comes from
  function provControl(recPath, key, row) {
    const rec = () => getAt(S.data, recPath);
    const current = () => {
      const p = rec().provenance;
      return key === null ? p : (isPlain(p) ? p[key] : undefined);
    };
    const what = key === null ? "this card" : lower(key);
    const kind = el("select", { class: "prov-kind", "aria-label": `where ${what} comes from` });
    for (const k of KINDS) kind.append(el("option", { value: k, text: k, title: KIND_HELP[k] }));
    const unset = el("option", { value: "", text: "—", title: "not given" });
    const note = el("input", { class: "prov-note", spellcheck: "false", "aria-label": `source or note for ${what}` });
    const node = el("div", { class: "prov" }, kind, note);
    const show = () => {
      const s = current();
      const given = typeof s === "string" && s.trim() !== "";
      const k = given ? provKind(s) : "";
      if (given) unset.remove(); else kind.prepend(unset);
      kind.value = k;
      note.value = given ? provNote(s) : "";
      note.placeholder = given ? NOTE_HINT[k] : (key !== null && getAt(S.data, [...recPath, key]) === undefined
        ? "not in the file: the game's default" : "not given here (a default source may apply)");
      note.title = given ? s : "";
      kind.title = given ? KIND_HELP[k] : "not given";
      node.className = `prov k-${given ? slug(k) : "none"}${key === null ? " whole" : ""}`;
      row.dataset.kind = k || "none";
    };
    const apply = () => {
      const str = provString(kind.value || "sourced", note.value);
      const r = rec();
      if (key === null) r.provenance = str;
      else {
        if (!isPlain(r.provenance)) r.provenance = {};
        r.provenance[key] = str;
      }
      if (document.body.classList.contains("only-standin")) row.classList.add("kept");
      show();
      offer(row, false);
      markStandins();
      changed(null);
    };
    kind.addEventListener("change", () => { note.placeholder = NOTE_HINT[kind.value] || ""; apply(); });
    note.addEventListener("input", apply);
    row.dataset.prov = "";
    row.provenance = { set(k, n) { kind.value = k; note.value = n; apply(); } };
    show();
    return node;
  }

  // A stand-in value changed: is it what the box prints?
  function offer(row, on) {
    let box = row.querySelector(":scope > .offer");
    if (!on) { if (box) box.remove(); return; }
    if (box) return;
    box = el("p", { class: "offer" }, "Changed from the stand-in. Is this what your box prints? ",
      el("button", { type: "button", class: "mini", text: "Mark it printed", onclick: () => row.provenance.set("printed", "") }),
      el("button", { type: "button", class: "mini", text: "It's a house rule", onclick: () => row.provenance.set("house rule", "") }));
    row.insertBefore(box, row.querySelector(":scope > .problem"));
  }
  function onValueChange(ev) {
    if (ev.target.closest(".prov, .offer, .add-field, .find")) return;
    const row = ev.target.closest("[data-prov]");
    if (row && row.dataset.kind === "stand-in") offer(row, true);
  }

  // ---------------------------------------------------------------- show only stand-in fields
  function markStandins() {
    for (const card of form().querySelectorAll(".record, .part")) {
      const has = card.dataset.kind === "stand-in" || Boolean(card.querySelector('[data-kind="stand-in"]'));
      card.classList.toggle("no-standin", !has);
    }
  }

  // ---------------------------------------------------------------- live check
  function scheduleCheck() {
    clearTimeout(S.timer);
    $("status").className = "status checking";
    $("status").textContent = "checking…";
    S.timer = setTimeout(runCheck, 400);
  }
  async function runCheck() {
    const seq = ++S.seq;
    keepDraft();
    try {
      const res = await api(`/api/editor/${S.game}/check`, { method: "POST", body: { data: S.data } });
      if (seq !== S.seq) return;
      S.checked = res;
      $("load-error").textContent = "";
    } catch (e) {
      if (seq !== S.seq) return;
      S.checked = null;
      $("load-error").textContent = e.message;
    }
    showChecked();
  }

  function findPath(text) {
    return text ? form().querySelector(`[data-path="${CSS.escape(text)}"]`) : null;
  }
  // The closest thing on the page a problem's field names: the field, else its record, else its part.
  function locate(field) {
    for (let p = field || ""; p; p = parentText(p)) {
      const node = findPath(p);
      if (node) return node;
    }
    return null;
  }
  // "provenance is missing for defeat, red_arrow (…)" on a record: the fields themselves.
  function missingSources(problem) {
    const m = /provenance is missing for ([\w, ]+?)(?: \(|$)/.exec(problem.reason);
    return m ? m[1].split(/,\s*/).map((k) => `${problem.field}.${k}`) : [];
  }

  function humanPath(field) {
    if (!field || field === "file") return "The file";
    const parts = [];
    const path = [];
    for (const m of field.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) {
      if (m[1] !== undefined) {
        path.push(Number(m[1]));
        const rec = getAt(S.data, path);
        parts.push(path.length === 2 ? recordTitle(rec, Number(m[1]), path[0]) : `#${Number(m[1]) + 1}`);
      } else {
        path.push(m[2]);
        parts.push(path.length === 1 ? partTitle(m[2]) : lower(m[2]));
      }
    }
    return parts.join(" › ");
  }

  function showChecked() {
    const res = S.checked;
    for (const n of form().querySelectorAll(".has-problem")) n.classList.remove("has-problem");
    for (const n of form().querySelectorAll(".problem")) n.textContent = "";
    const list = $("problems");
    list.replaceChildren();
    const status = $("status");
    if (!res) { status.className = "status"; status.textContent = "not checked"; return; }
    const byPart = {};
    for (const p of res.problems) {
      const targets = missingSources(p).map(findPath).filter(Boolean);
      const node = targets.length ? null : locate(p.field);
      for (const t of targets.length ? targets : [node]) {
        if (!t) continue;
        t.classList.add("has-problem");
        const slot = t.closest("[data-slot]");
        slot.classList.add("has-problem");
        const where = slot.querySelector(":scope > .problem, :scope > details > .problem");
        if (where) where.textContent += (where.textContent ? " " : "") + sentence(targets.length ? `${p.reason.replace(/ for [\w, ]+/, "")}` : p.reason);
      }
      const part = (p.field || "").split(/[.[]/)[0];
      byPart[part] = (byPart[part] || 0) + 1;
      list.append(el("li", {}, el("a", { href: `#${p.field}`, "data-field": p.field, onclick: (ev) => { ev.preventDefault(); reveal(p.field); } }, humanPath(p.field)),
        `: ${sentence(p.reason)}`));
    }
    list.classList.toggle("hidden", !res.problems.length);
    status.className = `status ${res.ok ? "ok" : "bad"}`;
    status.textContent = res.ok ? "valid" : TT.plural(res.problems.length, "problem");
    status.title = res.ok ? `This edition can be played (its digest ${String(res.digest || "").slice(0, 12)}…).` : "Fix these to save or play the edition.";
    for (const [part, n] of Object.entries(byPart)) {
      const badge = form().querySelector(`#part-${CSS.escape(part)} .part-problems`);
      if (badge) badge.textContent = TT.plural(n, "problem");
    }
    for (const chip of $("parts").querySelectorAll("a[data-part]")) {
      const n = byPart[chip.dataset.part] || 0;
      chip.classList.toggle("bad", n > 0);
      chip.querySelector(".n").textContent = n ? ` · ${n}` : "";
    }
    const kinds = $("kinds");
    kinds.replaceChildren(...KINDS.map((k) => el("span", { class: `kind k-${slug(k)}`, title: KIND_HELP[k] }, el("strong", { text: String((res.kinds || {})[k] || 0) }), ` ${k}`)));
    const notes = $("notes");
    notes.replaceChildren(...(res.notes || []).map((n) => el("li", {}, TT.prose(n))));
    if (res.notes && res.notes.length) notes.prepend(el("li", { class: "help", text: "Where this edition departs from the known facts of the game:" }));
    notes.classList.toggle("hidden", !(res.notes && res.notes.length));
    showSaveState();
  }
  function sentence(text) {
    const t = String(text || "").trim();
    return t && !/[.!?]$/.test(t) ? `${t}.` : t;
  }

  function reveal(field) {
    const node = locate(field) || (field === "file" ? null : findPath(field.split(/[.[]/)[0]));
    if (!node) { $("bar").scrollIntoView({ block: "start" }); return; }
    for (let d = node.closest("details"); d; d = d.parentElement && d.parentElement.closest("details")) d.open = true;
    const card = node.closest(".record");
    if (card) card.classList.remove("unmatched");
    node.classList.add("kept");
    node.scrollIntoView({ block: "center" });
    const input = node.matches("input, select, textarea") ? node : node.querySelector("input, select, textarea, button");
    if (input) input.focus({ preventScroll: true });
    node.classList.remove("flash");
    void node.offsetWidth; // restart the highlight
    node.classList.add("flash");
  }

  function renderNav() {
    const nav = $("parts");
    nav.replaceChildren();
    for (const key of Object.keys(S.schema.properties)) {
      const v = S.data[key];
      const n = Array.isArray(v) ? ` (${v.length})` : "";
      nav.append(el("a", { href: `#part-${key}`, "data-part": key, onclick: (ev) => { ev.preventDefault(); reveal(key); } },
        `${partTitle(key)}${n}`, el("span", { class: "n" })));
    }
  }

  // ---------------------------------------------------------------- unsaved work survives a closed tab
  // The changes not saved yet are kept in this browser, one draft per game, until saved or dropped.
  function draftName() { return `editor-draft.${S.game}`; }
  function keepDraft() {
    if (!S.dirty) return;
    TT.remember(draftName(), { data: S.data, saved: S.saved, at: new Date().toISOString() });
  }
  function dropDraft() { try { localStorage.removeItem(`tabletome.${draftName()}`); } catch (e) { /* private mode */ } }
  function offerDraft(key) {
    const draft = TT.setting(draftName(), null);
    if (!draft || !isPlain(draft.data) || (draft.saved ? draft.saved.key : null) !== (key || null)) return;
    const when = new Date(draft.at);
    const box = $("draft");
    box.replaceChildren(`You have changes not saved yet, from ${when.toLocaleString()}. `,
      el("button", { type: "button", class: "mini", id: "draft-open", text: "Go on with them", onclick: () => {
        box.classList.add("hidden");
        load(draft.data, draft.saved);
        S.dirty = true;
        showSaveState();
      } }),
      " ",
      el("button", { type: "button", class: "mini", text: "Drop them", onclick: () => { dropDraft(); box.classList.add("hidden"); } }));
    box.classList.remove("hidden");
  }

  // ---------------------------------------------------------------- save, share, download, play at a table
  function editionName() {
    const meta = S.data && S.data.edition;
    return (isPlain(meta) && (meta.name || meta.id)) || `My ${S.about ? S.about.name : S.game} edition`;
  }
  function fileStem() {
    const meta = S.data && S.data.edition;
    const id = isPlain(meta) && typeof meta.id === "string" ? meta.id : "edition";
    return id.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "edition";
  }

  function showSaveState() {
    const saved = S.saved;
    const state = $("save-state");
    if (!saved) state.textContent = "Not saved yet. Saving gives this edition a secret link: whoever has it can open and change it.";
    else if (S.dirty) state.textContent = `Saved as “${saved.name}”, with changes not saved yet.`;
    else state.textContent = `Saved as “${saved.name}”. Keep the link: whoever has it can open and change this edition.`;
    $("save").textContent = saved ? (S.dirty ? "Save the changes" : "Saved") : "Save";
    $("save").disabled = Boolean(saved) && !S.dirty;
    $("link-row").classList.toggle("hidden", !saved);
    if (saved) $("link").value = editionLink(S.game, saved.key);
  }

  async function save() {
    $("save-error").textContent = "";
    clearTimeout(S.timer);
    const body = { game: S.game, data: S.data, name: editionName() };
    $("save").disabled = true;
    try {
      const res = S.saved
        ? await keyed("/api/editions", S.saved.key, { method: "PUT", body })
        : await api("/api/editions", { method: "POST", body });
      const key = (res && res.key) || S.saved.key;
      S.saved = { key, digest: res.digest, name: res.name || body.name };
      S.dirty = false;
      dropDraft();
      rememberEdition({ key, game: S.game, name: S.saved.name, digest: res.digest, saved_at: new Date().toISOString() });
      history.replaceState(null, "", `#edition=${encodeURIComponent(key)}`);
      fillSavedChoices();
      return true;
    } catch (e) {
      $("save-error").textContent = e.message;
      return false;
    } finally {
      showSaveState();
      runCheck();
    }
  }

  async function copyLink() {
    const input = $("link");
    try {
      await navigator.clipboard.writeText(input.value);
    } catch (e) {
      input.select();
      document.execCommand("copy");
    }
    $("copy").textContent = "Copied";
    setTimeout(() => { $("copy").textContent = "Copy"; }, 1600);
  }

  function downloadBlob(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = el("a", { href: url, download: name, class: "hidden" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 5000);
  }
  async function download(format) {
    $("save-error").textContent = "";
    if (format === "json" && (!S.saved || S.dirty)) {
      // Unsaved work: the file is made here, from the form.
      downloadBlob(new Blob([JSON.stringify(S.data, null, 2) + "\n"], { type: "application/json" }), `${fileStem()}.json`);
      return;
    }
    if (!S.saved || S.dirty) {
      if (!(await save())) return; // TOML is written by the server: save first
    }
    try {
      const res = await keyed(`/api/editions/download?format=${format}`, S.saved.key, { raw: true });
      const disposition = res.headers.get("content-disposition") || "";
      const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      downloadBlob(await res.blob(), named ? decodeURIComponent(named[1]) : `${fileStem()}.${format}`);
    } catch (e) {
      $("save-error").textContent = e.message;
    }
  }

  async function makeTable() {
    if ((!S.saved || S.dirty) && !(await save())) return;
    location.href = `/#edition=${encodeURIComponent(S.saved.key)}`;
  }

  // ---------------------------------------------------------------- how does it play?
  async function playtest() {
    const max = (S.info.limits && S.info.limits.max_games) || 50;
    const input = $("play-games");
    const games = Math.min(max, Math.max(1, Math.round(Number(input.value) || 20)));
    input.value = String(games);
    $("play-error").textContent = "";
    $("play").disabled = true;
    $("play-busy").classList.remove("hidden");
    $("play-busy-text").textContent = `Playing ${TT.plural(games, "game")} of your edition and of the stand-in…`;
    try {
      const res = await api(`/api/editor/${S.game}/playtest`, { method: "POST", body: { data: S.data, games, seed: 0 } });
      showPlay(res);
    } catch (e) {
      $("play-error").textContent = e.message;
    } finally {
      $("play").disabled = false;
      $("play-busy").classList.add("hidden");
    }
  }

  function showPlay(res) {
    const reports = [res.edition, res.standin];
    const team = S.about ? S.about.cooperative || S.about.max_players === 1 : true;
    const head = el("tr", {}, el("th", {}), el("th", { class: "num", text: "yours" }), el("th", { class: "num", text: "stand-in" }));
    const row = (label, f, cls) => el("tr", { class: cls || null }, el("th", { scope: "row" }, label), ...reports.map((r) => el("td", { class: "num" }, f(r))));
    const won = (c) => /^won\b/i.test(c);
    const causes = [...new Set(reports.flatMap((r) => Object.keys(r.causes || {})))]
      .sort((a, b) => (won(a) === won(b) ? a.localeCompare(b) : (won(a) ? -1 : 1)));
    const cause = (c) => el("span", {}, el("span", { class: "visually-hidden", text: won(c) ? "won: " : "lost: " }), sentence(c.replace(/^(won|lost):\s*/i, "")));
    const rows = [
      row("games played", (r) => `${r.games}${r.stopped_early ? "*" : ""}`),
      row(team ? "won by the team" : "won by the first seat",
        (r) => el("span", {}, el("strong", { class: "rate", text: pct(r.rate) }), el("span", { class: "interval", text: `${pct(r.low)}–${pct(r.high)}` })), "rate-row"),
      ...causes.map((c) => row(cause(c), (r) => String((r.causes || {})[c] || 0), won(c) ? "cause won" : "cause lost")),
      row("rounds a game (middle half)", (r) => el("span", {}, String(Math.round(r.rounds_mean * 10) / 10),
        r.rounds_quartiles && r.rounds_quartiles.length === 3 ? el("span", { class: "interval", text: `${r.rounds_quartiles[0]}–${r.rounds_quartiles[2]}` }) : null)),
    ];
    const stopped = reports.some((r) => r.stopped_early);
    const img = res.plot
      ? el("img", { class: "plot", id: "play-plot", alt: "Win rates with their 95% intervals and game lengths, your edition beside the stand-in",
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(res.plot)}` })
      : el("p", { class: "help", id: "play-plot", text: res.plot_note || "" });
    $("play-result").replaceChildren(
      el("table", { class: "list play" }, el("thead", {}, head), el("tbody", {}, ...rows)),
      el("p", { class: "help", text: `Under each rate, its 95% interval (Wilson): with ${TT.plural(reports[0].games, "game")} the true rate lies there 19 times in 20. ▲ how games were won, ▼ how they were lost.`
        + (stopped ? " * Time ran out before every game was played: fewer games, wider ranges." : "") }),
      img);
  }

  // ---------------------------------------------------------------- what did I change?
  function fillDiffChoices() {
    const sel = $("diff-against");
    sel.replaceChildren(el("option", { value: "standin", text: "the stand-in" }));
    for (const e of savedEditions().filter((x) => x.game === S.game && (!S.saved || x.key !== S.saved.key))) {
      sel.append(el("option", { value: `key:${e.key}`, text: `saved: ${e.name}` }));
    }
    sel.append(el("option", { value: "file", text: "an edition file…" }));
  }
  async function compare() {
    $("diff-error").textContent = "";
    const which = $("diff-against").value;
    let against = "standin";
    let theirs = "the stand-in";
    if (which.startsWith("key:")) {
      against = { key: which.slice(4) };
      theirs = $("diff-against").selectedOptions[0].textContent.replace(/^saved: /, "");
    } else if (which === "file") {
      const f = $("diff-file").files[0];
      if (!f) { $("diff-error").textContent = "Choose the edition file to compare with."; return; }
      try {
        against = { data: (await readEdition(await f.text(), f.name)).data };
      } catch (e) {
        $("diff-error").textContent = e.message;
        return;
      }
      theirs = f.name;
    }
    try {
      const res = await api(`/api/editor/${S.game}/diff`, { method: "POST", body: { data: S.data, against } });
      showDiff(res.changes || [], theirs);
    } catch (e) {
      $("diff-error").textContent = e.message;
    }
  }
  function showDiff(changes, theirs) {
    const box = $("diff-result");
    if (!changes.length) { box.replaceChildren(el("p", { class: "ok", text: `Nothing differs from ${theirs}.` })); return; }
    const rows = changes.map((c) => el("tr", {},
      el("td", {}, el("a", { href: `#${c.field}`, onclick: (ev) => { ev.preventDefault(); reveal(c.field); } }, humanPath(c.field))),
      el("td", { class: "before", title: display(c.before), text: short(c.before) }),
      el("td", { class: "after", title: display(c.after), text: short(c.after) })));
    box.replaceChildren(el("p", { class: "help", text: `${TT.plural(changes.length, "field")} differ from ${theirs}.` }),
      el("table", { class: "list diff" }, el("thead", {}, el("tr", {}, el("th", { text: "field" }), el("th", { text: theirs }), el("th", { text: "yours" }))),
        el("tbody", {}, ...rows)));
  }

  // ---------------------------------------------------------------- start from: the stand-in, a file, a saved edition
  function load(data, saved) {
    S.data = clone(data);
    S.saved = saved || null;
    S.dirty = false;
    S.removed = null;
    S.checked = null;
    $("load-error").textContent = "";
    $("play-result").replaceChildren();
    $("diff-result").replaceChildren();
    renderAll();
    showSaveState();
    fillDiffChoices();
    scheduleCheck();
  }

  function fillSavedChoices() {
    const sel = $("from-saved");
    const mine = savedEditions().filter((e) => e.game === S.game);
    sel.replaceChildren(el("option", { value: "", text: mine.length ? "an edition saved here…" : "no edition saved here yet" }),
      ...mine.map((e) => el("option", { value: e.key, text: e.name })));
    sel.disabled = !mine.length;
    fillDiffChoices();
  }

  function leaveChanges() {
    if (S.dirty && !window.confirm("Your changes are not saved. Leave them?")) return false;
    dropDraft();
    $("draft").classList.add("hidden");
    return true;
  }

  async function fromFile(f) {
    $("load-error").textContent = "";
    const max = (S.info.limits && S.info.limits.max_chars) || 60000;
    const text = await f.text();
    if (text.length > max) {
      $("load-error").textContent = `${f.name} holds ${text.length.toLocaleString("en")} characters; an edition may have at most ${max.toLocaleString("en")}.`;
      return;
    }
    let data;
    try {
      data = (await readEdition(text, f.name)).data;
    } catch (e) {
      $("load-error").textContent = e.message;
      return;
    }
    load(data);
    S.dirty = true;
    showSaveState();
  }

  async function fromSaved(key) {
    let saved;
    try {
      saved = await keyed("/api/editions", key);
    } catch (e) {
      $("load-error").textContent = e.status === 404 ? "No edition is saved under this link (was it copied whole?)." : e.message;
      return false;
    }
    if (saved.game !== S.game) { location.replace(`/editor/${saved.game}#edition=${encodeURIComponent(key)}`); return true; }
    rememberEdition({ key, game: saved.game, name: saved.name, digest: saved.digest, saved_at: saved.saved_at });
    load(saved.data, { key, digest: saved.digest, name: saved.name });
    fillSavedChoices();
    return true;
  }

  // ---------------------------------------------------------------- /editor: choose a game
  async function chooser() {
    $("chooser").classList.remove("hidden");
    const key = new URLSearchParams(location.hash.slice(1)).get("edition");
    if (key) { // a saved edition's link without its game: ask the server which game it is
      try {
        const saved = await keyed("/api/editions", key);
        location.replace(`/editor/${saved.game}#edition=${encodeURIComponent(key)}`);
        return;
      } catch (e) {
        $("page-error").textContent = e.status === 404 ? "No edition is saved under this link." : e.message;
      }
    }
    let games = [];
    try {
      games = await api("/api/editor/games");
    } catch (e) {
      $("page-error").textContent = e.message;
    }
    $("game-list").replaceChildren(...games.map((g) => el("li", {},
      el("a", { class: "game-link", href: `/editor/${g.id}`, "data-game": g.id }, el("strong", { text: g.name }), el("span", { class: "help", text: " — edit its edition" })))));
    const mine = savedEditions();
    const names = Object.fromEntries(games.map((g) => [g.id, g.name]));
    $("saved-list").replaceChildren(...(mine.length ? mine.map((e) => el("li", {},
      el("a", { href: editionLink(e.game, e.key), text: e.name }), el("span", { class: "help", text: ` (${names[e.game] || e.game})` })))
      : [el("li", { class: "help", text: "None yet." })]));
  }

  // ---------------------------------------------------------------- /editor/{game}
  async function editorPage(game) {
    S.game = game;
    try {
      const [info, games] = await Promise.all([api(`/api/editor/${encodeURIComponent(game)}`), api("/api/games")]);
      S.info = info;
      S.about = games.find((g) => g.id === game) || null;
    } catch (e) {
      $("page-error").textContent = e.message;
      $("page-error").append(" ", el("a", { href: "/editor", text: "Choose a game." }));
      return;
    }
    S.schema = S.info.schema;
    defs = S.schema.$defs || {};
    document.title = `tabletome — ${S.info.name}: edition editor`;
    $("where").textContent = `Edition editor — ${S.info.name}`;
    $("title").textContent = S.info.name;
    const max = (S.info.limits && S.info.limits.max_games) || 50;
    $("play-games").max = String(max);
    $("play-games").value = String(Math.min(20, max));
    $("play-help").textContent = `The game's own players play your edition and the stand-in, the same games with the same dice (at most ${max} each).`;
    $("workspace").classList.remove("hidden");
    wire();
    fillSavedChoices();
    const key = new URLSearchParams(location.hash.slice(1)).get("edition");
    if (!key || !(await fromSaved(key))) load(S.info.standin);
    offerDraft(key);
  }

  function wire() {
    $("form").addEventListener("change", onValueChange);
    $("form").addEventListener("input", (ev) => { if (ev.target.matches("input[type=number], input:not([type]), textarea")) onValueChange(ev); });
    $("from-standin").addEventListener("click", () => {
      if (!leaveChanges()) return;
      history.replaceState(null, "", location.pathname);
      load(S.info.standin);
    });
    $("from-file").addEventListener("change", async () => {
      const f = $("from-file").files[0];
      $("from-file").value = "";
      if (f && leaveChanges()) await fromFile(f);
    });
    $("from-saved").addEventListener("change", async () => {
      const key = $("from-saved").value;
      $("from-saved").value = "";
      if (key && leaveChanges()) {
        history.replaceState(null, "", `#edition=${encodeURIComponent(key)}`);
        await fromSaved(key);
      }
    });
    $("only-standin").addEventListener("change", () => {
      for (const n of form().querySelectorAll(".kept")) n.classList.remove("kept");
      document.body.classList.toggle("only-standin", $("only-standin").checked);
    });
    $("save").addEventListener("click", save);
    $("copy").addEventListener("click", copyLink);
    $("download-json").addEventListener("click", () => download("json"));
    $("download-toml").addEventListener("click", () => download("toml"));
    $("make-table").addEventListener("click", makeTable);
    $("play").addEventListener("click", playtest);
    $("diff").addEventListener("click", compare);
    $("diff-against").addEventListener("change", () => $("diff-file-label").classList.toggle("hidden", $("diff-against").value !== "file"));
  }

  const parts = location.pathname.split("/").filter(Boolean);
  if (parts.length >= 2) editorPage(decodeURIComponent(parts[1]));
  else chooser();
})();
