/** Tailwind v4 reads this file through `@config` in src/index.css. */
/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eefaf6',
          100: '#d5f2e8',
          500: '#0f8a6a',
          600: '#0b7358',
          700: '#095c47',
          800: '#074a3a',
        },
        sand: { 50: '#fbf8f3', 100: '#f4ede1' },
      },
    },
  },
};
