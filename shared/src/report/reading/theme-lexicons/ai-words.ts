/** Words that show a sentence is about AI: the AI themes need one of them (`requires`). */
export const aiWords = [
  'AI',
  '生成AI',
  'ChatGPT',
  'チャットGPT',
  'Copilot',
  'Gemini',
  'チャットボット',
  'RAG',
  'AI翻訳',
  '自動生成',
  'LLM',
] as const;
