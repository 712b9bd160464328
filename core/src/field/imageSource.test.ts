import { describe, expect, it } from 'vitest';
import { imageDataUrl, imageSource } from './imageSource';

describe('imageSource (spec 3 §3.4: logos travel as bare base64, photos as data URLs)', () => {
  it('takes PNG and JPEG data URLs as they are, whatever the case of their type', () => {
    expect(imageSource('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      data: 'data:image/png;base64,iVBORw0KGgo=',
      format: 'PNG',
    });
    expect(imageSource(' data:image/JPG;base64,/9j/4AAQ ')?.format).toBe('JPEG');
    expect(imageSource('data:image/jpeg;base64,/9j/4AAQ')?.format).toBe('JPEG');
  });

  it('recognises bare base64 by its first bytes', () => {
    expect(imageSource('iVBORw0KGgoAAAA')).toEqual({
      data: 'data:image/png;base64,iVBORw0KGgoAAAA',
      format: 'PNG',
    });
    expect(imageSource('/9j/4AAQSkZJRg')).toEqual({
      data: 'data:image/jpeg;base64,/9j/4AAQSkZJRg',
      format: 'JPEG',
    });
  });

  it('refuses anything else', () => {
    expect(imageSource('')).toBeNull();
    expect(imageSource('data:image/gif;base64,R0lGOD')).toBeNull();
    expect(imageSource(42)).toBeNull();
    expect(imageSource(null)).toBeNull();
  });
});

describe('imageDataUrl (the file store’s base64 as a data URL)', () => {
  it('PNG by its first bytes, JPEG otherwise', () => {
    expect(imageDataUrl('iVBORw0KGgoAAAA')).toBe('data:image/png;base64,iVBORw0KGgoAAAA');
    expect(imageDataUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(imageDataUrl('')).toBe('data:image/jpeg;base64,');
  });
});
