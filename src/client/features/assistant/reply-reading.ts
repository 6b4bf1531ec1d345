import type { ChatResource, PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';

/**
 * SPEC §4 "Reply reading" and "Provider fallback": what the client keeps of a /api/chat answer.
 * The answer may come from an LLM relayed by the server, so every field is checked rather than
 * trusted: a malformed item is dropped, never rendered.
 */
export type ReadReply = {
  conversationId: number | null;
  message: string;
  resources: ChatResource[];
  /** `approaches`, else `theoretical_approaches`. */
  approaches: TheoreticalApproach[];
  theoretical_approaches: TheoreticalApproach[];
  practical_approaches: PracticalApproach[];
  /** `practicalAdvice`, else the recommendations of every practical approach, flattened. */
  practicalAdvice: string[];
  emergency: boolean;
  /** The user's message as the server kept it (identifying data masked), when it says so. */
  userMessage: string | null;
};

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function theoretical(value: unknown): TheoreticalApproach[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item) => {
    const name = text(item.name);
    if (!name) return [];
    return [
      {
        name,
        description: text(item.description),
        principles: strings(item.principles),
        recommendations: strings(item.recommendations),
      },
    ];
  });
}

function practical(value: unknown): PracticalApproach[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item) => {
    const name = text(item.name);
    if (!name) return [];
    return [{ name, description: text(item.description), recommendations: strings(item.recommendations) }];
  });
}

function resources(value: unknown): ChatResource[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item) => {
    const title = text(item.title);
    if (!title) return [];
    const id =
      typeof item.id === 'number' && Number.isSafeInteger(item.id) && item.id > 0 ? item.id : undefined;
    const resource: ChatResource = {
      title,
      description: text(item.description),
      type: text(item.type),
      approach: text(item.approach),
    };
    if (id !== undefined) resource.id = id;
    const audience = optionalText(item.audience);
    if (audience) resource.audience = audience;
    const publisher = optionalText(item.publisher);
    if (publisher) resource.publisher = publisher;
    const link = optionalText(item.link);
    if (link) resource.link = link;
    return [resource];
  });
}

/** The "message" value of text that looks like a JSON object, or null when it does not look like one. */
function messageFromJsonText(raw: string): string | null {
  // An LLM may wrap its JSON in a Markdown code fence.
  const candidate = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!candidate.startsWith('{') || !candidate.includes('"message"')) return null;
  try {
    const parsed: unknown = JSON.parse(candidate);
    if (isObject(parsed)) {
      if (typeof parsed.message === 'string') return parsed.message;
      if (isObject(parsed.message) && typeof parsed.message.content === 'string') {
        return parsed.message.content;
      }
    }
  } catch {
    // Truncated or sloppy JSON: fall back to matching the field's text below.
  }
  const match = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(candidate);
  if (!match?.[1]) return null;
  try {
    return JSON.parse(`"${match[1]}"`) as string;
  } catch {
    return match[1].replace(/\\n/g, '\n').replace(/\\"/g, '"');
  }
}

/** SPEC §4: an object message gives its content; JSON text gives its "message" field. */
export function readMessage(value: unknown): string {
  const raw = isObject(value) ? text(value.content) : text(value);
  return messageFromJsonText(raw) ?? raw;
}

export function readReply(answer: unknown): ReadReply {
  const body = isObject(answer) ? answer : {};
  const approaches = theoretical(body.approaches);
  const theoreticalApproaches = theoretical(body.theoretical_approaches);
  const practicalApproaches = practical(body.practical_approaches);
  const advice = strings(body.practicalAdvice);
  const conversationId =
    typeof body.conversationId === 'number' &&
    Number.isSafeInteger(body.conversationId) &&
    body.conversationId > 0
      ? body.conversationId
      : null;
  return {
    conversationId,
    message: readMessage(body.message),
    resources: resources(body.resources),
    approaches: approaches.length > 0 ? approaches : theoreticalApproaches,
    theoretical_approaches: theoreticalApproaches,
    practical_approaches: practicalApproaches,
    practicalAdvice:
      advice.length > 0 ? advice : practicalApproaches.flatMap((approach) => approach.recommendations),
    emergency: isObject(body.analysis) && body.analysis.emergency === true,
    userMessage:
      typeof body.userMessage === 'string' && body.userMessage.trim() !== '' ? body.userMessage : null,
  };
}
