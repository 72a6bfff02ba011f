import { describe, expect, it, vi } from 'vitest';
import {
  cropToRatio,
  dataUrlBytes,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  type ImageSeam,
  JPEG_QUALITY,
  processPastedImage,
} from './image-processing';

describe('pasted image processing', () => {
  it('keeps a 3:2 image whole', () => {
    expect(cropToRatio(1200, 800)).toEqual({ sx: 0, sy: 0, sw: 1200, sh: 800 });
    expect(cropToRatio(600, 400)).toEqual({ sx: 0, sy: 0, sw: 600, sh: 400 });
  });

  it('cuts the sides of a wider image, centred', () => {
    // 1920x1080 (16:9): 3:2 of 1080 high is 1620 wide; (1920-1620)/2 = 150 off each side.
    expect(cropToRatio(1920, 1080)).toEqual({ sx: 150, sy: 0, sw: 1620, sh: 1080 });
  });

  it('cuts the top and bottom of a taller image, centred', () => {
    // 800x1000: 3:2 of 800 wide is 533 high; (1000-533)/2 = 233.5 -> 234.
    expect(cropToRatio(800, 1000)).toEqual({ sx: 0, sy: 234, sw: 800, sh: 533 });
    expect(cropToRatio(1000, 1000)).toEqual({ sx: 0, sy: 167, sw: 1000, sh: 667 });
  });

  it('gives nothing to crop for an empty image', () => {
    expect(cropToRatio(0, 100)).toEqual({ sx: 0, sy: 0, sw: 0, sh: 0 });
  });

  it('draws the crop at 600x400 as JPEG quality 0.85 and releases the decoded image', async () => {
    const release = vi.fn();
    const seam: ImageSeam = {
      load: vi.fn(async () => ({ source: {} as CanvasImageSource, width: 1920, height: 1080, release })),
      render: vi.fn(() => 'data:image/jpeg;base64,AAAA'),
    };
    const file = new File(['x'], 'captura.png', { type: 'image/png' });
    await expect(processPastedImage(file, seam)).resolves.toBe('data:image/jpeg;base64,AAAA');
    expect(seam.load).toHaveBeenCalledWith(file);
    expect(seam.render).toHaveBeenCalledWith(
      expect.anything(),
      { sx: 150, sy: 0, sw: 1620, sh: 1080 },
      IMAGE_WIDTH,
      IMAGE_HEIGHT,
      JPEG_QUALITY,
    );
    expect([IMAGE_WIDTH, IMAGE_HEIGHT, JPEG_QUALITY]).toEqual([600, 400, 0.85]);
    expect(release).toHaveBeenCalled();
  });

  it('releases the decoded image also when drawing fails', async () => {
    const release = vi.fn();
    const seam: ImageSeam = {
      load: async () => ({ source: {} as CanvasImageSource, width: 10, height: 10, release }),
      render: () => {
        throw new Error('sin canvas');
      },
    };
    await expect(processPastedImage(new Blob(['x']), seam)).rejects.toThrow('sin canvas');
    expect(release).toHaveBeenCalled();
  });

  it('measures the bytes of a data URL', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
  });
});
