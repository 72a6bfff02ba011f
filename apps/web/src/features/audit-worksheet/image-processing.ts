/** Spec section 9: pasted images are cropped to 3:2, resized to 600x400 and stored as JPEG quality 0.85. */
export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 400;
export const IMAGE_RATIO = IMAGE_WIDTH / IMAGE_HEIGHT;
export const JPEG_QUALITY = 0.85;

export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The centred 3:2 part of an image of this size: a wider image loses its sides, a taller one its top and bottom.
 */
export function cropToRatio(width: number, height: number, ratio: number = IMAGE_RATIO): CropRect {
  if (width <= 0 || height <= 0) return { sx: 0, sy: 0, sw: 0, sh: 0 };
  if (width / height > ratio) {
    const sw = Math.round(height * ratio);
    return { sx: Math.round((width - sw) / 2), sy: 0, sw, sh: height };
  }
  const sh = Math.round(width / ratio);
  return { sx: 0, sy: Math.round((height - sh) / 2), sw: width, sh };
}

/** The browser parts (decoding a file, drawing on a canvas), kept apart so the rules can be tested without them. */
export interface ImageSeam {
  load: (
    file: Blob,
  ) => Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }>;
  render: (
    source: CanvasImageSource,
    crop: CropRect,
    width: number,
    height: number,
    quality: number,
  ) => string;
}

export const browserImageSeam: ImageSeam = {
  async load(file) {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  },
  render(source, crop, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No se pudo procesar la imagen');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  },
};

/** A pasted image as a 600x400 JPEG data URL (cropped to 3:2 from its centre). */
export async function processPastedImage(file: Blob, seam: ImageSeam = browserImageSeam): Promise<string> {
  const loaded = await seam.load(file);
  try {
    const crop = cropToRatio(loaded.width, loaded.height);
    return seam.render(loaded.source, crop, IMAGE_WIDTH, IMAGE_HEIGHT, JPEG_QUALITY);
  } finally {
    loaded.release();
  }
}

/** Bytes of the data a data URL carries (base64). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}
