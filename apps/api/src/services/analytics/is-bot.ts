/**
 * Crawlers, link previews, monitors, audits and scripted clients. Real browsers never carry
 * these words, with one known exception handled in the pattern: CUBOT phones ("(?<!cu)bot").
 * Automated browsers that keep the normal browser string (Playwright's devices) count as
 * people; their headless builds ("HeadlessChrome") do not.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|facebookcatalog|embedly|feedfetcher|mediapartners|archiver|curl|wget|python-requests|python-urllib|python-httpx|aiohttp|scrapy|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpie|postmanruntime|insomnia|phantomjs|pingdom|uptime|statuscake|datadogsynthetics|chatgpt|claude|perplexity|anthropic|cohere-ai/i;

/** True when the user agent is an automated client, or missing: their traffic is not counted. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}
