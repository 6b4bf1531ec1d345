import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { type Block, type ListBlock, parseBlocks } from './parse-blocks';
import { type Inline, parseInline } from './parse-inline';

/**
 * Renders a reply's Markdown with React elements and text nodes only (no innerHTML anywhere):
 * react-markdown is not a dependency, and Sophia's replies need only this subset.
 */
function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => inlineNode(node, index));
}

function inlineNode(node: Inline, index: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={index}>{renderInline(node.children)}</strong>;
    case 'em':
      return <em key={index}>{renderInline(node.children)}</em>;
    case 'code':
      return (
        <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {node.text}
        </code>
      );
    case 'link':
      return node.external ? (
        <a
          key={index}
          href={node.href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words font-medium text-primary underline underline-offset-2"
        >
          {renderInline(node.children)}
          <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
        </a>
      ) : (
        <a key={index} href={node.href} className="font-medium text-primary underline underline-offset-2">
          {renderInline(node.children)}
        </a>
      );
  }
}

function inline(text: string): ReactNode[] {
  return renderInline(parseInline(text));
}

function List({ list }: { list: ListBlock }) {
  const items = list.items.map((item, index) => (
    <li key={index} className="whitespace-pre-line pl-1">
      {inline(item.text)}
      {item.children.map((child, childIndex) => (
        <List key={childIndex} list={child} />
      ))}
    </li>
  ));
  return list.ordered ? (
    <ol start={list.start === 1 ? undefined : list.start} className="list-decimal space-y-1 pl-5">
      {items}
    </ol>
  ) : (
    <ul className="list-disc space-y-1 pl-5">{items}</ul>
  );
}

/** Reply headings sit under the page's h1 and the chat's h2: # and ## become h3, ### h4, deeper h5. */
function Heading({ level, text }: { level: number; text: string }) {
  const content = inline(text);
  if (level <= 2) return <h3 className="pt-1 text-base font-semibold">{content}</h3>;
  if (level === 3) return <h4 className="pt-1 font-semibold">{content}</h4>;
  return <h5 className="font-semibold">{content}</h5>;
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => blockNode(block, index));
}

function blockNode(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return <Heading key={index} level={block.level} text={block.text} />;
    case 'paragraph':
      return (
        <p key={index} className="whitespace-pre-line">
          {inline(block.text)}
        </p>
      );
    case 'list':
      return <List key={index} list={block} />;
    case 'quote':
      return (
        <blockquote key={index} className="space-y-2 border-l-4 border-primary/40 pl-3 text-muted-foreground">
          {renderBlocks(block.children)}
        </blockquote>
      );
    case 'rule':
      return <hr key={index} className="border-border" />;
    case 'code':
      return (
        <pre key={index} className="overflow-x-auto rounded-md bg-muted p-3 text-sm">
          <code>{block.text}</code>
        </pre>
      );
  }
}

export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={cn('space-y-3 break-words', className)}>{renderBlocks(parseBlocks(text))}</div>;
}
