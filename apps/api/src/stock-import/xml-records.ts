import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

/** One ad of a feed: its line, and every text and attribute under it by path («Images/Image@url»). */
export interface FeedRecord {
  line: number;
  fields: Map<string, string[]>;
}

/** Where a format's ads sit: the root element and the element of one ad. */
export interface RecordShape {
  root: string;
  record: string;
}

/** Why a feed could not be read at all: the import changes nothing and says this. */
export class FeedError extends Error {
  readonly line: number | null;
  constructor(message: string, line: number | null = null) {
    super(message);
    this.name = 'FeedError';
    this.line = line;
  }
}

const MAX_DEPTH = 32;
const MAX_TEXT = 64 * 1024;

function add(fields: Map<string, string[]>, key: string, value: string): void {
  const list = fields.get(key);
  if (list) list.push(value);
  else fields.set(key, [value]);
}

/**
 * Reads a feed as it arrives, one ad at a time: the root element picks the shape, and each ad is
 * handed on when its element closes, so a 50 MB feed is never held whole. A DOCTYPE is refused
 * (no entity is declared, none expanded: no XML bomb, no external file), and so is anything that
 * is not well-formed XML.
 */
export class RecordReader {
  private readonly parser = new SaxesParser({ position: true });
  private readonly stack: string[] = [];
  /** The shape the root element chose; null until it is read. */
  shape: RecordShape | null = null;
  private current: FeedRecord | null = null;
  private recordDepth = -1;
  private text = '';

  constructor(
    shapeOf: (root: string) => RecordShape | null,
    onRecord: (record: FeedRecord) => void,
  ) {
    const p = this.parser;
    p.on('error', (error) => {
      throw new FeedError(`Файл не читается как XML: ${error.message}`, p.line);
    });
    p.on('doctype', () => {
      throw new FeedError('Фид с DOCTYPE не принимается: в фидах объявлений его не бывает', p.line);
    });
    p.on('opentag', (tag) => {
      if (this.stack.length >= MAX_DEPTH)
        throw new FeedError('Слишком глубокая вложенность элементов', p.line);
      if (this.stack.length === 0) {
        this.shape = shapeOf(tag.name);
        if (!this.shape)
          throw new FeedError(
            `Неизвестный формат фида: корневой элемент <${tag.name}>. Принимаются Авито (Ads), Авто.ру (data) и MaxPoster (vehicles)`,
            p.line,
          );
      }
      this.stack.push(tag.name);
      this.text = '';
      if (!this.current && tag.name === this.shape?.record) {
        this.current = { line: p.line, fields: new Map() };
        this.recordDepth = this.stack.length;
      }
      if (this.current) {
        const path = this.stack.slice(this.recordDepth).join('/');
        for (const [name, value] of Object.entries(tag.attributes))
          add(this.current.fields, `${path}@${name}`, value.trim());
      }
    });
    const onText = (chunk: string) => {
      if (!this.current) return;
      if (this.text.length + chunk.length > MAX_TEXT)
        throw new FeedError('Слишком длинный текст в одном поле объявления', p.line);
      this.text += chunk;
    };
    p.on('text', onText);
    p.on('cdata', onText);
    p.on('closetag', () => {
      const depth = this.stack.length;
      if (this.current && depth > this.recordDepth) {
        const value = this.text.trim();
        if (value) add(this.current.fields, this.stack.slice(this.recordDepth).join('/'), value);
      }
      this.text = '';
      this.stack.pop();
      if (this.current && depth === this.recordDepth) {
        const record = this.current;
        this.current = null;
        onRecord(record);
      }
    });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  close(): void {
    this.parser.close();
    if (!this.shape) throw new FeedError('Файл пуст: в нём нет ни одного элемента');
  }
}

/** The bytes of a feed as they arrive: a file or request stream, or chunks in a test. */
export type FeedSource = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

const DECLARED_ENCODING = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_-]+)["']/;

/** The decoder of a feed: its XML declaration may name windows-1251, as older exports do. */
export function decoderFor(head: Buffer): TextDecoder {
  const declared = DECLARED_ENCODING.exec(head.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8');
  } catch {
    throw new FeedError(`Неизвестная кодировка фида: ${declared}`);
  }
}

/** Reads a stream of bytes through the reader, decoding as the declaration says. */
export async function readRecords(
  source: FeedSource,
  shapeOf: (root: string) => RecordShape | null,
  onRecord: (record: FeedRecord, shape: RecordShape) => void | Promise<void>,
): Promise<RecordShape> {
  const pending: FeedRecord[] = [];
  const reader = new RecordReader(shapeOf, (record) => pending.push(record));
  let decoder: TextDecoder | null = null;
  const flush = async () => {
    for (const record of pending.splice(0)) if (reader.shape) await onRecord(record, reader.shape);
  };
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    decoder ??= decoderFor(bytes);
    reader.write(decoder.decode(bytes, { stream: true }));
    await flush();
  }
  if (decoder) reader.write(decoder.decode());
  reader.close();
  await flush();
  if (!reader.shape) throw new FeedError('Файл пуст: в нём нет ни одного элемента');
  return reader.shape;
}
