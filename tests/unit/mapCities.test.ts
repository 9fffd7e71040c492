import { describe, expect, it } from 'vitest';
import { MAX_SHIFT, nameBox, nameWidth, placeCityNames, type Box } from '@/domain/mapCities';

describe('nameWidth', () => {
  it('counts 7 px a letter', () => {
    expect(nameWidth('Oujda')).toBe(35);
    expect(nameWidth('Casablanca')).toBe(70);
  });
});

describe('nameBox: the box of a name on each side of its dot', () => {
  const c = { name: 'Oujda', x: 100, y: 50 };
  it("right and left: on the dot's line, `offset` px from it", () => {
    expect(nameBox(c, { side: 'right', offset: 7 })).toEqual({
      left: 107,
      right: 142,
      top: 41,
      bottom: 59,
    });
    expect(nameBox(c, { side: 'left', offset: 7 })).toEqual({
      left: 58,
      right: 93,
      top: 41,
      bottom: 59,
    });
  });
  it('below and above: centred on the dot, a line high', () => {
    expect(nameBox(c, { side: 'below', offset: 7 })).toEqual({
      left: 82.5,
      right: 117.5,
      top: 57,
      bottom: 75,
    });
    expect(nameBox(c, { side: 'above', offset: 7 })).toEqual({
      left: 82.5,
      right: 117.5,
      top: 25,
      bottom: 43,
    });
  });
});

describe('placeCityNames: each name where nothing covers it and the frame does not cut it', () => {
  const frame = { width: 300, height: 200 };
  // « Oujda » is 35 px wide; its dot has a 3 px radius and a 4 px gap before the name.
  const place = (x: number, y: number, obstacles: Box[] = [], f = frame) =>
    placeCityNames([{ name: 'Oujda', x, y }], f, obstacles).map(({ side, offset }) => ({
      side,
      offset,
    }));

  it("on the dot's right wherever it fits there", () => {
    expect(place(3, 100)).toEqual([{ side: 'right', offset: 7 }]);
    expect(place(258, 100)).toEqual([{ side: 'right', offset: 7 }]);
  });

  it('on the left where the right has no room, below or above where neither has', () => {
    expect(place(258.5, 100)).toEqual([{ side: 'left', offset: 7 }]);
    expect(place(297, 100)).toEqual([{ side: 'left', offset: 7 }]);
    expect(place(20, 100, [], { width: 40, height: 200 })).toEqual([{ side: 'below', offset: 7 }]);
    expect(place(20, 180, [], { width: 40, height: 200 })).toEqual([{ side: 'above', offset: 7 }]);
    expect(place(20, 15, [], { width: 40, height: 30 })).toEqual([]);
  });

  it('not at all where its dot is cut by the frame', () => {
    expect(place(2.9, 100)).toEqual([]);
    expect(place(297.1, 100)).toEqual([]);
    expect(place(150, 2.9)).toEqual([]);
    expect(place(150, 197.1)).toEqual([]);
  });

  it('near the top or bottom edge: not on the line it would be cut on, below or above it', () => {
    expect(place(150, 9)).toEqual([{ side: 'right', offset: 7 }]);
    expect(place(150, 8.9)).toEqual([{ side: 'below', offset: 7 }]);
    expect(place(150, 191)).toEqual([{ side: 'right', offset: 7 }]);
    expect(place(150, 191.1)).toEqual([{ side: 'above', offset: 7 }]);
  });

  it('moved along its side past a disc that covers it, 2 px clear of it', () => {
    // A disc centred 10 px right of the city: its right edge 28 px from it.
    const disc = { left: 142, right: 178, top: 82, bottom: 118 };
    expect(place(150, 100, [disc])).toEqual([{ side: 'right', offset: 30 }]);
    // A box that only touches the name's place does not move it.
    expect(place(150, 100, [{ left: 192, right: 200, top: 91, bottom: 109 }])).toEqual([
      { side: 'right', offset: 7 },
    ]);
    for (const touching of [
      { left: 150, right: 157, top: 95, bottom: 105 },
      { left: 160, right: 170, top: 80, bottom: 91 },
      { left: 160, right: 170, top: 109, bottom: 120 },
    ]) {
      expect(place(150, 100, [touching])).toEqual([{ side: 'right', offset: 7 }]);
    }
    // Past one box into another, then past that one.
    const next = { left: 185, right: 195, top: 95, bottom: 105 };
    expect(place(150, 100, [disc, next])).toEqual([{ side: 'right', offset: 47 }]);
    // Past them, too far from its dot: on its left, past the disc's left edge.
    const far = { left: 185, right: 200, top: 95, bottom: 105 };
    expect(place(150, 100, [disc, far])).toEqual([{ side: 'left', offset: 10 }]);
  });

  it('on another side where its own is covered too far from the dot', () => {
    // Covered on the right as far as MAX_SHIFT allows: written on the left.
    const reach = 7 + MAX_SHIFT;
    const wide = (right: number) => ({ left: 140, right, top: 90, bottom: 110 });
    expect(place(150, 100, [wide(150 + reach - 2)])).toEqual([{ side: 'right', offset: reach }]);
    expect(place(150, 100, [wide(150 + reach - 1)])).toEqual([{ side: 'left', offset: 12 }]);
    // Covered on every side, the name is left out.
    const all = { left: 0, right: 300, top: 40, bottom: 160 };
    expect(place(150, 100, [all])).toEqual([]);
    // Each side moves away from the dot past what covers it.
    const across = { left: 90, right: 210, top: 95, bottom: 105 };
    expect(place(150, 100, [across])).toEqual([{ side: 'below', offset: 7 }]);
    const band = { left: 90, right: 210, top: 85, bottom: 120 };
    expect(place(150, 100, [band])).toEqual([{ side: 'below', offset: 22 }]);
    const low = { left: 90, right: 210, top: 85, bottom: 180 };
    expect(place(150, 100, [low])).toEqual([{ side: 'above', offset: 17 }]);
  });

  it('first come, first placed: a later name keeps clear of earlier names and dots', () => {
    const placed = placeCityNames(
      [
        { name: 'Rabat', x: 100, y: 100 },
        { name: 'Salé', x: 100, y: 105 },
        { name: 'Ab', x: 180, y: 150 },
        { name: 'Cd', x: 170, y: 150 },
      ],
      frame,
      [],
    );
    expect(placed.map(({ name, side, offset }) => [name, side, offset])).toEqual([
      ['Rabat', 'right', 7],
      // Past « Rabat » (its right end 42 px from the city).
      ['Salé', 'right', 44],
      ['Ab', 'right', 7],
      // Past the dot of « Ab » (its right 13 px away), then past its name (33 px).
      ['Cd', 'right', 33],
    ]);
  });
});
