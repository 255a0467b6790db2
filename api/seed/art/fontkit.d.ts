/** The part of fontkit's API that the seed's cover lines use (the package ships no types). */
declare module 'fontkit' {
  export interface Path {
    translate(x: number, y: number): Path;
    toSVG(): string;
  }

  export interface Glyph {
    id: number;
    path: Path;
    advanceWidth: number;
  }

  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }

  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }

  export function openSync(path: string): Font;
}
