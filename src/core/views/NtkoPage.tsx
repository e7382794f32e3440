import { DownloadOutlined, FileWordOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downFile, messageOf } from '../http/api';
import { usePageCrumb } from '../layouts/pageCrumb';
import { ntkoFileOf, type NtkoFile } from './ntkoFile';

async function downloadPrivate(file: NtkoFile) {
  const blob = await downFile(file.privatePath!);
  const address = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: address, download: file.name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}

/**
 * /ntko (SPEC.md §2, 文档编辑): JeecgBoot edited Office documents in the page through the NTKO plug-in, an
 * ActiveX/NPAPI control no current browser runs. The page says so and offers the file of its `file` parameter
 * (an upload path, or our own …/sys/common/static|private/ address; `name` for the shown name) for download
 * instead (docs/decisions.md).
 *
 * @example
 * { path: '/ntko', element: <NtkoPage /> }  // /ntko?file=files/20261124/report.docx
 */
export function NtkoPage() {
  usePageCrumb('文档编辑');
  const [params] = useSearchParams();
  const given = params.get('file');
  const file = ntkoFileOf(given, params.get('name'));
  const [downloading, setDownloading] = useState(false);
  const { message } = App.useApp();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPrivate(file!);
    } catch (failure) {
      message.error(messageOf(failure, '下载失败，请稍后再试'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card style={{ maxWidth: 720, margin: '24px auto' }}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12}>
          <FileWordOutlined style={{ fontSize: 40, color: '#2b579a' }} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            在线文档编辑不可用
          </Typography.Title>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>
          在线编辑 Word、Excel 文档需要 NTKO 浏览器插件（ActiveX 控件）。现在的浏览器（Chrome、Edge、Firefox
          等）已不再运行这类插件，所以斗拱不提供在线编辑。
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>
          请下载文件，用本机的 Word、WPS 等软件打开和编辑，改好后在原来的页面重新上传。
        </Typography.Paragraph>
        {file ? (
          <Flex align="center" gap={12} wrap>
            {file.href ? (
              <Button type="primary" icon={<DownloadOutlined />} href={file.href} download={file.name}>
                下载文件
              </Button>
            ) : (
              <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={download}>
                下载文件
              </Button>
            )}
            <Typography.Text>{file.name}</Typography.Text>
          </Flex>
        ) : (
          <Alert
            type={given ? 'error' : 'info'}
            showIcon
            message={
              given
                ? '文件地址无效：只能下载本系统上传的文件，请从原来的页面重新打开。'
                : '没有指定要打开的文件：请从列表中文件的链接打开此页。'
            }
          />
        )}
      </Flex>
    </Card>
  );
}
