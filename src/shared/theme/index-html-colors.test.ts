import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

// index.html writes the theme's paper colours once for the styles it holds (the tables' scroll cue), keyed on the
// colour scheme the colour mode sets on <html>: they must be the theme's own.
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');

describe("index.html's colours", () => {
  it('are the light and the dark theme\'s paper', () => {
    const light = /html \{ --app-paper: (#[0-9a-f]+);/i.exec(html)?.[1];
    const dark = /html\[style\*='color-scheme: dark'\] \{ --app-paper: (#[0-9a-f]+);/i.exec(html)?.[1];
    expect(light).toBe(themeFor('light').palette.background.paper);
    expect(dark).toBe(themeFor('dark').palette.background.paper);
  });
});
