/// The replay page's own script: shows the server's steps (``ReplaySteps``) one at a time,
/// cloning each card of the table, and of the last move (taken or missed), from the page's
/// hidden drawings. Play moves a step every
/// ``pace`` ms; ← and → step, Space plays and pauses, as in the terminal's replay. An
/// address may ask for a step (`?step=N`) and for playing at once (`?play`).
enum ReplayScript {
    /// Milliseconds between two steps while playing (the terminal's replay pace).
    static let pace = 800

    static let source = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("replay-data").textContent);
          var steps = data.steps, last = steps.length - 1, at = 0, timer = null;
          var table = document.getElementById("table"), library = document.getElementById("library");
          var play = document.getElementById("play");
          function card(id) { return library.querySelector('[data-card="' + id + '"]').cloneNode(true); }
          function text(element, value) { element.textContent = value; }
          function show() {
            var step = steps[at];
            table.replaceChildren();
            step.table.forEach(function (id) {
              var shown = card(id);
              if (step.move && step.move.cards.indexOf(id) >= 0) { shown.classList.add(step.move.took ? "chosen" : "missed"); }
              table.appendChild(shown);
            });
            text(document.getElementById("position"), "step " + at + " of " + last + " · " + step.deck + " cards in the deck");
            var move = step.move;
            text(document.getElementById("move"), move
              ? move.clock + "  " + move.player + (move.took ? " took a set" : ": not a set")
              : "The deal");
            var strip = document.getElementById("last");
            strip.replaceChildren();
            if (move) {
              move.cards.forEach(function (id) {
                var chosen = card(id);
                chosen.classList.add(move.took ? "chosen" : "missed");
                strip.appendChild(chosen);
              });
            }
            var scores = document.getElementById("scores");
            scores.replaceChildren();
            data.players.forEach(function (name, index) {
              var line = document.createElement("div");
              line.className = "score";
              line.textContent = name + ": " + step.sets[index] + " set" + (step.sets[index] === 1 ? "" : "s");
              scores.appendChild(line);
            });
            text(play, timer ? "Pause" : "Play");
          }
          function go(target) { at = Math.max(0, Math.min(last, target)); show(); }
          function stop() { if (timer) { clearInterval(timer); timer = null; } }
          function pauseAt(target) { stop(); go(target); }
          function toggle() {
            if (timer) { stop(); show(); return; }
            if (at >= last) { at = 0; }
            timer = setInterval(function () { if (at >= last) { stop(); show(); } else { go(at + 1); } }, \(pace));
            show();
          }
          play.addEventListener("click", toggle);
          document.getElementById("back").addEventListener("click", function () { pauseAt(at - 1); });
          document.getElementById("forward").addEventListener("click", function () { pauseAt(at + 1); });
          document.getElementById("start").addEventListener("click", function () { pauseAt(0); });
          document.getElementById("end").addEventListener("click", function () { pauseAt(last); });
          document.addEventListener("keydown", function (event) {
            if (event.key === "ArrowLeft") { pauseAt(at - 1); }
            else if (event.key === "ArrowRight") { pauseAt(at + 1); }
            else if (event.key === " ") { event.preventDefault(); toggle(); }
            else if (event.key === "Home") { pauseAt(0); }
            else if (event.key === "End") { pauseAt(last); }
          });
          var asked = /[?&]step=(\\d+)/.exec(location.search);
          go(asked ? parseInt(asked[1], 10) : 0);
          if (/[?&]play(&|$)/.test(location.search)) { toggle(); }
        })();
        """
}
