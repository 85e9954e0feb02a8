import { describe, expect, it } from 'vitest';
import { decodeDxfText, decodeUnicodeEscapes, encodingForCodepage } from './text-decoding.ts';

describe('text decoding', () => {
  it('decodes \\U+XXXX escapes', () => {
    expect(decodeUnicodeEscapes('Tschüss mit \\U+00FC und \\U+77F3')).toBe('Tschüss mit ü und 石');
  });
  it('keeps valid UTF-8 even when the header claims ANSI_936', () => {
    const bytes = new TextEncoder().encode('图层1');
    expect(decodeDxfText(bytes, () => 'gb18030')).toEqual({
      text: '图层1',
      encoding: 'utf-8',
      usedFallback: false,
    });
  });
  it('falls back to the declared codepage for GBK bytes', () => {
    const gbk = Uint8Array.from([0xcd, 0xbc, 0xb2, 0xe3, 0x31]); // 图层1 in GBK
    const decoded = decodeDxfText(gbk, () => encodingForCodepage('ANSI_936'));
    expect(decoded.text).toBe('图层1');
    expect(decoded.usedFallback).toBe(true);
  });
  it('maps unknown codepages to windows-1252', () => {
    expect(encodingForCodepage('UNDEFINED')).toBe('windows-1252');
    expect(encodingForCodepage('MAC-ROMAN')).toBe('macintosh');
  });
});
