import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgets } from '../../test/renderWidgets';
import { imguploadWidget } from '.';
import { storedImages } from './useImageList';
import type { ImguploadWidget } from '../../../schemas';

const avatar: ImguploadWidget = {
  type: 'imgupload',
  name: '头像',
  key: 'imgupload_avatar',
  model: 'avatar',
  options: { action: '/platform/sys/common/upload', length: 1, isDelete: true },
};

describe('imgupload with a text value (JeecgBoot keeps a user’s avatar as its address)', () => {
  it('reads comma-joined addresses as images', () => {
    expect(storedImages('/a.png')).toEqual([{ key: 'image_0', url: '/a.png' }]);
    expect(storedImages('/a.png, /b.png,')).toEqual([
      { key: 'image_0', url: '/a.png' },
      { key: 'image_1', url: '/b.png' },
    ]);
    expect(storedImages('')).toEqual([]);
  });

  it('shows the stored picture of a loaded record, and the limit of one hides the add button', async () => {
    const form = renderWidgets([imguploadWidget], [avatar], {}, { value: { avatar: '/platform/x/a.png' } });
    const item = await screen.findByRole('listitem');
    expect(item.querySelector('img')).toHaveAttribute('src', '/platform/x/a.png');
    expect(screen.queryByLabelText('上传图片')).toBeNull();
    let data: unknown;
    await act(async () => {
      data = await form.current().getData();
    });
    // Untouched, the record's address goes back as it came.
    expect(data).toEqual({ avatar: '/platform/x/a.png' });
  });
});
