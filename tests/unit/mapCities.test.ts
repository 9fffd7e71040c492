import { describe, expect, it } from 'vitest';
import { cityLabelWidth, labelSide } from '@/domain/mapCities';

describe('cityLabelWidth', () => {
  it('counts the dot and its gap, then 7 px a letter', () => {
    expect(cityLabelWidth('Oujda')).toBe(45);
    expect(cityLabelWidth('Casablanca')).toBe(80);
  });
});

describe('labelSide: a city name is written where the frame does not cut it', () => {
  const frame = { width: 300, height: 200 };
  // « Oujda » is 45 px wide, its dot reaching 4 px left of the city: on the right it needs
  // 41 px after the city, on the left 41 px before it.
  const side = (x: number, y = 100, f = frame) => labelSide('Oujda', { x, y }, f);

  it('on the dot’s right wherever it fits there', () => {
    expect(side(4)).toBe('right');
    expect(side(150)).toBe('right');
    expect(side(259)).toBe('right');
  });

  it('on the left where the right has no room, as long as the dot is in the frame', () => {
    expect(side(259.5)).toBe('left');
    expect(side(296)).toBe('left');
    expect(side(296.5)).toBeNull();
  });

  it('not at all where the dot would be cut on the left', () => {
    expect(side(3.9)).toBeNull();
    expect(side(-10)).toBeNull();
  });

  it('on the left in a frame too narrow for the right, not where neither side has room', () => {
    const narrow = { width: 60, height: 200 };
    expect(side(41, 100, narrow)).toBe('left');
    expect(side(40.5, 100, narrow)).toBeNull();
    expect(side(30, 100, { width: 40, height: 200 })).toBeNull();
  });

  it('not within half a line of the top or bottom edge', () => {
    expect(side(150, 9)).toBe('right');
    expect(side(150, 8.9)).toBeNull();
    expect(side(150, 191)).toBe('right');
    expect(side(150, 191.1)).toBeNull();
    expect(side(280, 5)).toBeNull();
  });
});
