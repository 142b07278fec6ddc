/**
 * Characters as shoppers count them in a length limit: Unicode code points, so an emoji is one
 * character (not two UTF-16 units), the same in the browser and on the server.
 */
export const characterCount = (text: string): number => [...text].length;
