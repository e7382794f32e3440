import { DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Image, Progress, Typography } from 'antd';
import { useCallback, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useDataHost, useFormRuntime } from '../../runtime';
import { startUpload, UploadConfigError, type UploadTarget } from './uploader';
import { useImageList, type StoredImage } from './useImageList';

interface DgImgUploadProps {
  value?: unknown;
  onChange?: (images: StoredImage[]) => void;
  target: Omit<UploadTarget, 'tokenFn'> & { tokenFunc?: string };
  /** Thumbnail size in px. */
  size: { width: number; height: number };
  /** Most images the list may hold. */
  length: number;
  /** Fewest images the list keeps: at or below it nothing can be deleted. */
  min: number;
  multiple?: boolean;
  isDelete?: boolean;
  isEdit?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
}

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

function ImgUploadControl(props: DgImgUploadProps) {
  const { value, onChange, target, size, length, min, multiple, isDelete, isEdit, style } = props;
  const locked = props.disabled === true || props.readOnly === true;
  const { remote } = useFormRuntime();
  const host = useDataHost();
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | undefined>(undefined);

  const tokenFn = target.tokenFunc ? remote[target.tokenFunc] : undefined;
  const start = useCallback(
    (file: File, key: string, onProgress: (percent: number) => void) =>
      // The session is read at each upload: a token renewed since the form opened is the one sent.
      startUpload(file, key, { ...target, tokenFn, session: host.sessionToken() }, onProgress),
    [target, tokenFn, host],
  );
  const onFailure = useCallback((error: unknown) => {
    // SPEC.md §8: a failed upload is dropped silently; a design that cannot upload at all is shown.
    if (error instanceof UploadConfigError) setNotice(error.message);
    else console.warn('Dougong: image upload failed', error);
  }, []);
  const emit = useCallback((images: StoredImage[]) => onChange?.(images), [onChange]);
  const list = useImageList(value, emit, start, onFailure);

  const choose = (replace?: string) => {
    replacing.current = replace;
    input.current?.click();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.filter((file) => !isImage(file));
    const images = files.filter(isImage);
    const messages = refused.length
      ? [`只能上传图片，已拒绝：${refused.map((file) => file.name).join('、')}`]
      : [];
    const key = replacing.current;
    replacing.current = undefined;
    if (key) {
      if (images[0]) list.replace(key, images[0]);
    } else {
      const room = Math.max(length - list.count, 0);
      if (images.length > room) messages.push(`最多上传 ${length} 张，已忽略 ${images.length - room} 张`);
      list.add(images.slice(0, room));
    }
    setNotice(messages.join('；') || undefined);
  };

  const box: CSSProperties = { width: size.width, height: size.height };
  const canDelete = isDelete && !locked && list.storedCount > min;
  return (
    <div className="dg-imgupload" style={style}>
      <div role="list" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {list.shown.map((item) => (
          <div
            role="listitem"
            key={item.key}
            className={`dg-imgupload-item is-${item.status}`}
            aria-busy={item.status === 'uploading'}
            style={{
              ...box,
              position: 'relative',
              border: '1px solid #d9d9d9',
              borderRadius: 6,
              overflow: 'hidden',
            }}
          >
            {item.url && (
              <Image
                src={item.url}
                alt=""
                width={size.width}
                height={size.height}
                style={{ objectFit: 'cover' }}
                preview={item.status === 'success'}
              />
            )}
            {item.status === 'uploading' ? (
              <Progress
                type="circle"
                percent={item.percent}
                size={Math.min(size.width, size.height) * 0.6}
                aria-label={`上传中 ${item.percent}%`}
                style={{
                  position: 'absolute',
                  inset: 0,
                  margin: 'auto',
                  width: 'fit-content',
                  height: 'fit-content',
                }}
              />
            ) : (
              <span style={{ position: 'absolute', right: 2, bottom: 2, display: 'flex', gap: 2 }}>
                {isEdit && !locked && (
                  <Button
                    size="small"
                    icon={<SwapOutlined />}
                    aria-label="替换"
                    onClick={() => choose(item.key)}
                  />
                )}
                {canDelete && (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除"
                    onClick={() => list.remove(item.key)}
                  />
                )}
              </span>
            )}
          </div>
        ))}
        {!locked && list.count < length && (
          <Button style={box} icon={<PlusOutlined />} aria-label="上传图片" onClick={() => choose()} />
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        aria-label="选择图片文件"
        onChange={onFiles}
      />
      {notice && (
        <Typography.Text type="danger" role="alert">
          {notice}
        </Typography.Text>
      )}
    </div>
  );
}

function ImgUploadPreview(props: DgImgUploadProps) {
  return <ImgUploadControl {...props} readOnly />;
}

/** The imgupload widget's control: thumbnails with upload, replace and delete, bound to `[{ key, url }]`. */
export const DgImgUpload = connect(ImgUploadControl, mapReadPretty(ImgUploadPreview));
