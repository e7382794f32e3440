import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWidgets } from '../../test/renderWidgets';
import { editorWidget } from '.';

// A file of its own: React.lazy remembers a loaded module, so only the first editor drawn in a test
// file meets the placeholder. Importing the module first does not spare it: React.lazy still waits for
// its own import, but the test's time limit no longer pays for Tiptap's transform.
beforeAll(() => import('./TiptapEditor'));
describe('editor while Tiptap loads (docs/performance.md: Tiptap is a chunk of its own)', () => {
  it('shows the document in the same frame, then the editor takes its place', async () => {
    renderWidgets(
      [editorWidget],
      [
        {
          type: 'editor',
          name: '正文',
          key: 'editor_1',
          model: 'content',
          options: { defaultValue: '<p>初稿</p>' },
        },
      ],
    );
    const placeholder = document.querySelector('.dg-editor');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveTextContent('初稿');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: '正文' })).toHaveTextContent('初稿');
    expect(document.querySelector('.dg-editor')).not.toHaveAttribute('aria-busy');
  });
});
