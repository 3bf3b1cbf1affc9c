import type { ContentBlock } from './content-data.ts';
import styles from './content.module.css';

/** The editors' typed blocks, each drawn as its element (no HTML from the database). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.text}>
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
                className={styles.figure}
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
