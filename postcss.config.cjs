// Panda's PostCSS plugin replaces the `@layer reset, base, tokens, recipes, utilities;`
// statement in src/theme/app.css with the generated CSS; the second drops the tokens no style reads.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
    './scripts/build/prune-unused-tokens.cjs': {},
  },
}
