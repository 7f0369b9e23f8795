// tabletome: helpers shared by the lobby, the table and the replay pages (no build step).
"use strict";

const TT = (() => {
  const STORE_KEY = "tabletome.seats";

  async function api(path, options = {}) {
    const init = { method: options.method || "GET", headers: { "Accept": "application/json" } };
    if (options.token) init.headers["X-Seat-Token"] = options.token;
    if (options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    const res = await fetch(path, init);
    let data = null;
    try { data = await res.json(); } catch (e) { data = null; }
    if (!res.ok) {
      const err = new Error((data && data.detail) || `The server answered ${res.status}.`);
      err.status = res.status;
      throw err;
    }
    return data;
  }

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "text") node.textContent = v;
      else if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (k === "dataset") Object.assign(node.dataset, v);
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  function mySeats() {
    try { return JSON.parse(localStorage.getItem(STORE_KEY) || "[]"); } catch (e) { return []; }
  }
  function rememberSeat(entry) {
    const seats = mySeats().filter((s) => !(s.table === entry.table && s.seat === entry.seat));
    seats.unshift(entry);
    localStorage.setItem(STORE_KEY, JSON.stringify(seats.slice(0, 50)));
  }
  function tokenFor(table, seat) {
    const found = mySeats().find((s) => s.table === table && s.seat === seat);
    return found ? found.token : null;
  }
  function forgetSeat(table, seat) {
    localStorage.setItem(STORE_KEY, JSON.stringify(mySeats().filter((s) => !(s.table === table && s.seat === seat))));
  }
  function seatLink(table, seat, token) {
    return `${location.origin}/table/${table}/${seat}#token=${encodeURIComponent(token)}`;
  }
  function outcomeText(oc) {
    if (!oc) return "";
    const head = oc.winners && oc.winners.length ? "Won" : "Lost";
    const score = oc.score !== null && oc.score !== undefined ? ` Score ${oc.score}.` : "";
    return `${head}: ${oc.reason} (${oc.cause}).${score}`;
  }
  return { api, el, mySeats, rememberSeat, tokenFor, forgetSeat, seatLink, outcomeText };
})();
