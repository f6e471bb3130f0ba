(function () {
  "use strict";
  /* The replay page: the moments come as JSON nodes (see hwtutor/replay/webnodes.py);
     every text is placed with textContent, never parsed as markup. */
  var D = JSON.parse(document.getElementById("hw-data").textContent);
  var N = D.n, S = D.s, C = D.c, last = D.m.length - 1, pos = -1;
  var main = document.getElementById("hw-moment");
  var status = document.getElementById("hw-status");
  var slider = document.getElementById("hw-pos");
  var list = document.getElementById("hw-tricks");
  var trickButtons = [];

  function el(tag, cls) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    return e;
  }

  function runs(parent, rs) {
    for (var i = 0; i < rs.length; i++) {
      var r = rs[i], cls = S[r[1]] || "";
      if (typeof r[0] === "number") {
        var card = C[r[0]], s = el("span", "c " + card[2] + (cls ? " " + cls : ""));
        s.textContent = card[0];
        s.setAttribute("role", "img");
        s.setAttribute("aria-label", card[1]);
        parent.appendChild(s);
      } else if (cls) {
        var t = el("span", cls);
        t.textContent = r[0];
        parent.appendChild(t);
      } else {
        parent.appendChild(document.createTextNode(r[0]));
      }
    }
  }

  function build(id) {
    var n = N[id], kind = n[0], e, i;
    if (kind === "t") {
      e = el("div", "ln");
      runs(e, n[1]);
    } else if (kind === "g" || kind === "r") {
      e = el("div", kind === "g" ? "grp" : "row");
      for (i = 0; i < n[1].length; i++) { e.appendChild(build(n[1][i])); }
    } else if (kind === "p") {
      e = el("section", "panel " + n[2]);
      var h = el("h2");
      runs(h, n[1]);
      e.appendChild(h);
      e.appendChild(build(n[3]));
    } else {
      e = el("table", "k");
      var body = el("tbody");
      for (i = 0; i < n[1].length; i++) {
        var tr = el("tr");
        for (var j = 0; j < n[1][i].length; j++) {
          var td = el("td", n[2][j] || "");
          runs(td, n[1][i][j]);
          tr.appendChild(td);
        }
        body.appendChild(tr);
      }
      e.appendChild(body);
    }
    return e;
  }

  function setHash(p) {
    var h = "#a=" + (p + 1);  // action N as the page counts them, from 1
    if (location.hash === h) { return; }
    try { history.replaceState(null, "", h); } catch (err) { location.hash = h; }
  }

  function show(p, note) {
    p = Math.max(0, Math.min(last, p));
    if (p !== pos) {
      pos = p;
      main.replaceChildren(build(D.m[p]));
      slider.value = String(p);
      slider.setAttribute("aria-valuetext", D.a[p]);
      for (var i = 0; i < trickButtons.length; i++) {
        var b = trickButtons[i];
        b.setAttribute("aria-current", D.t[i][1] === p ? "true" : "false");
      }
      setHash(p);
    }
    status.textContent = note || D.a[p];
  }

  function after(list, p) {
    for (var i = 0; i < list.length; i++) { if (list[i] > p) { return list[i]; } }
    return null;
  }
  function before(list, p) {
    for (var i = list.length - 1; i >= 0; i--) { if (list[i] < p) { return list[i]; } }
    return null;
  }

  function go(what) {
    var q;
    if (what === "next") { show(pos + 1, pos >= last ? D.l.atEnd : ""); }
    else if (what === "prev") { show(pos - 1, pos <= 0 ? D.l.atStart : ""); }
    else if (what === "first") { show(0); }
    else if (what === "last") { show(last); }
    else if (what === "nexttrick") { q = after(D.e, pos); show(q === null ? last : q, pos >= last ? D.l.atEnd : ""); }
    else if (what === "prevtrick") { q = before(D.e, pos); show(q === null ? 0 : q, pos <= 0 ? D.l.atStart : ""); }
    else if (what === "mistake") { q = after(D.x, pos); if (q === null) { show(pos, D.l.noMistake); } else { show(q); } }
    else if (what === "mistakeback") { q = before(D.x, pos); if (q === null) { show(pos, D.l.noMistakeBefore); } else { show(q); } }
  }

  var KEYS = {"ArrowRight": "next", "n": "next", "ArrowLeft": "prev", "p": "prev", "]": "nexttrick",
              "[": "prevtrick", "Home": "first", "End": "last", "m": "mistake", "M": "mistakeback"};
  document.addEventListener("keydown", function (ev) {
    if (ev.ctrlKey || ev.altKey || ev.metaKey) { return; }
    var t = ev.target;
    if (t === slider && (ev.key === "ArrowRight" || ev.key === "ArrowLeft" || ev.key === "Home" || ev.key === "End")) {
      return;
    }
    var what = KEYS[ev.key];
    if (what) { ev.preventDefault(); go(what); }
  });
  var buttons = document.querySelectorAll("button[data-go]");
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener("click", function () { go(this.getAttribute("data-go")); });
  }
  slider.addEventListener("input", function () { show(parseInt(slider.value, 10) || 0); });

  D.t.forEach(function (t) {
    var li = el("li"), b = el("button", t[2] ? "mistake" : "");
    b.type = "button";
    b.textContent = t[3];
    b.setAttribute("aria-label", t[0]);
    b.title = t[0];
    b.addEventListener("click", function () { show(t[1]); });
    li.appendChild(b);
    list.appendChild(li);
    trickButtons.push(b);
  });

  function fromHash() {
    var m = /^#a=(\d{1,6})$/.exec(location.hash);
    return m && parseInt(m[1], 10) > 0 ? parseInt(m[1], 10) - 1 : null;  // #a=1: the first action
  }
  window.addEventListener("hashchange", function () { var p = fromHash(); if (p !== null) { show(p); } });
  var h = fromHash();
  show(h === null ? D.start : h);
})();
