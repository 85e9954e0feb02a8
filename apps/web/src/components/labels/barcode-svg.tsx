import { code128, drawingSVG, qrcode } from 'bwip-js/browser';
import { useMemo } from 'react';

type Props = { kind: 'code128' | 'qrcode'; text: string; label: string };

/**
 * A barcode drawn as SVG by bwip-js (a maintained port of Barcode Writer in Pure PostScript), so
 * it prints sharp at any size; the library checks the symbology, the screen only passes the text.
 */
export function BarcodeSvg({ kind, text, label }: Props) {
  const svg = useMemo(() => {
    const options = {
      bcid: kind,
      text,
      scale: 2,
      height: 10,
      includetext: kind === 'code128',
      textxalign: 'center' as const,
    };
    try {
      return kind === 'code128' ? code128(options, drawingSVG()) : qrcode(options, drawingSVG());
    } catch {
      // A text the symbology cannot hold: the label still shows it in plain text.
      return '';
    }
  }, [kind, text]);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={`barcode-${kind}`}
      className={`label-${kind}`}
      // bwip-js writes a complete, self-contained SVG element from the given text only.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
