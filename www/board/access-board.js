// @ts-check
// The board for keyboards and screen readers: a grid of buttons, one per
// square or hole, each named by what lies there, laid exactly over its
// square on the canvas so the focus ring shows on the board itself. Arrow
// keys move between them, Enter or Space taps (the same path as a tap on the
// canvas), Escape drops a pick. The buttons let the pointer through: taps and
// drags still reach the canvas.

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export class AccessBoard {
  // source: { active(), rows() -> [[name or null]] in screen order, top row
  // first, null where a row has no square in that column (Tidikelt's uneven rows),
  // describe(name), preferred() -> name to focus first or null,
  // centerOf(name) -> { x, y } on the canvas or null, cellSize() -> CSS pixels,
  // activate(name), cancel() }
  constructor(container, label, source) {
    this.container = container;
    this.source = source;
    this.shape = "";
    this.places = new Map(); // name -> [row, column]
    this.grid = []; // buttons by [row][column], null in a row's gap
    container.className = "access-board";
    container.setAttribute("role", "grid");
    container.setAttribute("aria-label", label);
    container.addEventListener("keydown", (event) => this.onKey(event));
    container.addEventListener("click", (event) => {
      const square = event.target.closest("button")?.dataset.square;
      if (!square) return;
      this.source.activate(square);
      this.update();
    });
    // Names may be stale after a tap on the canvas: refresh them on the way in.
    container.addEventListener("focusin", () => this.update());
    // After the views have taken their new size: the area's, or a canvas's
    // alone (one drawn wider than the area, then not, as the games change).
    const observer = new ResizeObserver(() => requestAnimationFrame(() => this.place()));
    observer.observe(container);
    for (const canvas of container.parentElement.querySelectorAll("canvas")) observer.observe(canvas);
  }

  update() {
    const active = this.source.active();
    this.container.hidden = !active;
    if (!active) return;
    const rows = this.source.rows();
    const shape = rows.map((row) => row.map((name) => name ?? "-").join(" ")).join("/");
    if (shape !== this.shape) this.build(rows, shape);
    for (const [name, [row, column]] of this.places) this.grid[row][column].setAttribute("aria-label", this.source.describe(name));
    if (!this.container.contains(document.activeElement)) this.rove(this.source.preferred() ?? rows[0].find(Boolean));
    this.place();
  }

  build(rows, shape) {
    this.shape = shape;
    this.places.clear();
    this.grid = rows.map((names, r) => names.map((name, c) => {
      if (name === null) return null;
      this.places.set(name, [r, c]);
      const button = Object.assign(document.createElement("button"), { type: "button", tabIndex: -1 });
      button.dataset.square = name;
      button.dataset.testid = `cell-${name}`;
      return button;
    }));
    this.container.replaceChildren(...this.grid.map((buttons) => {
      const row = document.createElement("div");
      row.setAttribute("role", "row");
      row.append(...buttons.map((button) => {
        const cell = document.createElement("div");
        cell.setAttribute("role", "gridcell");
        if (button) cell.append(button);
        return cell;
      }));
      return row;
    }));
  }

  // One tab stop for the whole board: the square last visited.
  rove(name) {
    const [row, column] = this.places.get(name) ?? this.places.values().next().value;
    for (const buttons of this.grid) for (const button of buttons) if (button) button.tabIndex = -1;
    this.grid[row][column].tabIndex = 0;
    return this.grid[row][column];
  }

  place() {
    const size = this.source.cellSize();
    for (const [name, [row, column]] of this.places) {
      const center = this.source.centerOf(name);
      const { style } = this.grid[row][column];
      if (!center || !size) continue;
      style.left = `${center.x - size / 2}px`;
      style.top = `${center.y - size / 2}px`;
      style.width = style.height = `${size}px`;
    }
  }

  onKey(event) {
    const square = event.target.dataset?.square;
    if (!square || event.ctrlKey || event.altKey || event.metaKey) return;
    const [row, column] = this.places.get(square);
    const clamp = (value, size) => Math.max(0, Math.min(size - 1, value));
    const columns = (r) => [...this.grid[r].keys()].filter((c) => this.grid[r][c]);
    let to = null;
    if (event.key in ARROWS) {
      const [dx, dy] = ARROWS[event.key];
      const r = clamp(row + dy, this.grid.length);
      // Along a row, over its gaps; to another row, its square nearest this column.
      const next = dx > 0 ? columns(r).find((c) => c > column) : columns(r).findLast((c) => c < column);
      const nearest = columns(r).reduce((best, c) => (Math.abs(c - column) < Math.abs(best - column) ? c : best));
      to = [r, dx ? next ?? column : nearest];
    } else if (event.key === "Home" || event.key === "End") {
      to = [row, (event.key === "Home" ? columns(row) : columns(row).reverse())[0]];
    } else if (event.key === "Escape") {
      this.source.cancel();
      this.update();
    } else {
      return;
    }
    event.preventDefault();
    if (to) this.rove(this.grid[to[0]][to[1]].dataset.square).focus();
  }
}
