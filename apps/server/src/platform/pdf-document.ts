import PDFDocument from 'pdfkit';

/**
 * The PDFs SiteHours writes (time cards, the WC audit packet): US Letter, landscape, text only,
 * in Helvetica, one of the fonts every PDF reader has, so they are built offline with no font
 * files. This module opens such a document and writes text cut to fit its column.
 */

export const PAGE = { width: 792, height: 612, margin: 36 };

/**
 * Text the standard fonts can draw (Windows-1252): accented letters of other scripts lose their
 * accent where that helps ("ł" stays unknown), and anything else becomes "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that are not an accent away from a Latin-1 one. */
const NEAREST: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };
export function pdfText(text: string | null | undefined): string {
  let out = '';
  for (const ch of text ?? '') {
    const code = ch.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control) out += out.endsWith(' ') ? '' : ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (NEAREST[ch]) out += NEAREST[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    }
  }
  return out;
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right';
}

/**
 * A landscape Letter document with its title, author and date, and the promise of its bytes
 * once `doc.end()` is called; `write` puts one line of text in a column, cut with "..." when it
 * would run past the column's width.
 */
export function landscapeDocument(
  info: { title: string; author: string; createdAt: Date },
  options: { compress?: boolean } = {},
) {
  const { margin } = PAGE;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: pdfText(info.title),
      Author: pdfText(info.author),
      Creator: 'SiteHours',
      CreationDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, x: number, at: number, width: number, style: TextStyle = {}) => {
    doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size ?? 9);
    let shown = pdfText(text);
    if (doc.widthOfString(shown) > width) {
      while (shown.length > 0 && doc.widthOfString(`${shown}...`) > width)
        shown = shown.slice(0, -1);
      shown = `${shown}...`;
    }
    doc.text(shown, x, at, { width, align: style.align ?? 'left', lineBreak: false });
  };
  return { doc, bytes, write };
}
