import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ASSISTANT_ERROR, ASSISTANT_GREETING, assistantApi } from '@hearth/shared';
import { api } from '../api/client';
import './assistant.css';

interface Message {
  id: number;
  role: 'assistant' | 'user';
  text: string;
  error?: boolean;
}

let nextId = 1;
// The conversation outlives closing the panel (until the page reloads).
let kept: Message[] = [{ id: 0, role: 'assistant', text: ASSISTANT_GREETING }];

/** The AI assistant chat panel toggled by the floating button. */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<Message[]>(kept);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [label, setLabel] = useState<{ provider_label: string; is_local: boolean } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    kept = messages;
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight, behavior: 'smooth' });
  }, [messages]);
  useEffect(() => {
    inputRef.current?.focus();
    api(assistantApi.info, {})
      .then(setLabel)
      .catch((err: unknown) => console.error('assistant info failed', err));
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const text = input.trim();
    if (!text || pending) return;
    setInput('');
    setMessages((m) => [...m, { id: nextId++, role: 'user', text }]);
    setPending(true);
    try {
      const answer = await api(assistantApi.chat, { body: { message: text } });
      setLabel({ provider_label: answer.provider_label, is_local: answer.is_local });
      setMessages((m) => [...m, { id: nextId++, role: 'assistant', text: answer.response }]);
    } catch (err) {
      console.error('assistant chat failed', err);
      setMessages((m) => [...m, { id: nextId++, role: 'assistant', text: ASSISTANT_ERROR, error: true }]);
    } finally {
      setPending(false);
    }
  };

  const poweredBy = !label
    ? ''
    : label.is_local
      ? 'Local assistant · answers from your own data'
      : `Powered by ${label.provider_label}`;

  return (
    <section
      className="assistant-panel"
      role="dialog"
      aria-label="AI assistant"
      data-testid="assistant-panel"
    >
      <header className="assistant-head">
        <div>
          <h2>AI Assistant</h2>
          <p className="assistant-powered" data-testid="assistant-provider">
            {poweredBy}
          </p>
        </div>
        <button type="button" className="assistant-close" onClick={onClose} aria-label="Close assistant">
          ✕
        </button>
      </header>
      <div className="assistant-messages" ref={listRef} aria-live="polite">
        {messages.map((m) => (
          <div
            key={m.id}
            className={`assistant-msg ${m.role}${m.error ? ' error' : ''}`}
            data-testid={`assistant-msg-${m.role}`}
          >
            {m.text}
          </div>
        ))}
        {pending && (
          <div className="assistant-msg assistant typing" aria-label="The assistant is typing">
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      <form className="assistant-form" onSubmit={send}>
        <textarea
          ref={inputRef}
          value={input}
          rows={2}
          maxLength={4000}
          placeholder="Ask about spending, tasks, meetings…"
          aria-label="Message"
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="btn btn-primary btn-md" disabled={pending || !input.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
