import type { ContentBlock } from '@dealer/contract';

/**
 * The editors' typed blocks, each drawn as its element (no HTML from the database). The feature
 * that shows them hands over its own classes: the wrapper's and, where it styles them, the images'.
 */
export function ContentBlocks({
  blocks,
  className,
  imageClassName,
}: {
  blocks: readonly ContentBlock[];
  className?: string;
  imageClassName?: string;
}) {
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'quote':
            return <blockquote key={index}>{block.text}</blockquote>;
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <img
                key={index}
                className={imageClassName}
                src={block.src}
                alt={block.alt}
                loading="lazy"
              />
            );
        }
      })}
    </div>
  );
}
