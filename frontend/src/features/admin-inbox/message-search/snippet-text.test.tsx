import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnippetText } from './snippet-text';

describe('SnippetText', () => {
  it('marks the matched parts and keeps markup and bidi controls out', () => {
    const { container } = render(
      <p>
        <SnippetText
          parts={[
            { text: '<img src=x onerror=alert(1)> ', match: false },
            { text: 'ref\u202E42', match: true },
            { text: '…', match: false },
          ]}
        />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('<img src=x onerror=alert(1)> ref42…');
    expect(paragraph.querySelector('img')).toBeNull();
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'ref42',
    ]);
  });
});
